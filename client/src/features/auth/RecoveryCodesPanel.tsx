import { Alert, Button, CopyButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { saveFile } from '../account/save-file';
import { useProductName } from '../../ui/useProductName';

/** The text of the download (and of the copy): the codes, one a line, under what they are. */
export function recoveryCodesText(productName: string, codes: readonly string[]): string {
  return [
    `${productName} recovery codes`,
    'Each code signs you in once in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * A new set of recovery codes, shown this once (the server keeps only their hashes): copy or
 * download them, then `onDone`.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const productName = useProductName();
  const text = recoveryCodesText(productName, codes);
  const download = () =>
    saveFile(
      new Blob([text], { type: 'text/plain;charset=utf-8' }),
      `${productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-recovery-codes.txt`,
    );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recovery-codes-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="recovery-codes-title">
          Save your recovery codes
        </Title>
        <Alert color="yellow" variant="light">
          Store these codes somewhere safe, such as a password manager or a printed copy. If you lose your
          phone, each code signs you in once instead of a code from your authenticator app. They are shown
          only now.
        </Alert>
        <List
          data-testid="recovery-codes"
          listStyleType="none"
          spacing={4}
          styles={{ root: { fontFamily: 'var(--mantine-font-family-monospace)', columns: 2 } }}
        >
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
        <Group gap="sm">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy codes'}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
            Download codes
          </Button>
          <Button onClick={onDone}>I have saved them</Button>
        </Group>
        <Text size="xs" c="dimmed">
          Each code works once. You can make a new set here at any time: the old codes then stop working.
        </Text>
      </Stack>
    </Paper>
  );
}
