import { Button, Center, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Factor } from '../../api/types';
import { useReturnFocus } from '../../ui/focus-return';
import { CodePrompt } from '../auth/CodePrompt';
import { DELETION, type DeletionKind } from './delete-rules';

const DIALOG = {
  data: {
    title: 'Delete all your data?',
    message:
      'Your practice progress, sessions, achievements, favourites, notes, links, teams and notifications will be permanently deleted. Your account remains active. This cannot be undone.',
    confirm: 'Delete All Data',
    code: 'to delete all your data',
  },
  account: {
    title: 'Delete your account?',
    message:
      'Your account and all its data will be permanently deleted, any subscription is cancelled, and you will be signed out. This cannot be undone.',
    confirm: 'Delete Account',
    code: 'to delete your account',
  },
} as const satisfies Record<DeletionKind, unknown>;

/**
 * The second confirmation of a deletion. When the account has an authenticator and the session
 * has not been verified with it, the code is the confirmation: the deletion runs once it is right
 * (`factors` are the ones to choose from; `loadingFactors` while they are being fetched again).
 */
export function DeleteConfirmDialog({
  kind,
  opened,
  pending,
  factors,
  loadingFactors = false,
  onConfirm,
  onClose,
}: {
  kind: DeletionKind;
  opened: boolean;
  pending: boolean;
  factors: readonly Factor[];
  loadingFactors?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const texts = DIALOG[kind];
  const [chosen, setChosen] = useState<string | null>(null);
  const factor = factors.find((f) => f.id === chosen) ?? factors[0];
  const needsCode = !pending && (factor !== undefined || loadingFactors);
  // nothing closes the dialog while the deletion runs: its outcome is shown here or on the next page
  const close = () => {
    if (!pending) onClose();
  };
  // back to the card's button; after a deletion, to the next page's first control
  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={texts.title}
      centered
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      closeButtonProps={{ 'aria-label': 'Close', disabled: pending }}
      returnFocus={false}
    >
      <Stack gap="lg">
        <Text>{texts.message}</Text>
        {needsCode &&
          (factor ? (
            <Stack gap="sm">
              {factors.length > 1 && (
                <NativeSelect
                  label="Authenticator"
                  value={factor.id}
                  onChange={(event) => setChosen(event.currentTarget.value)}
                  data={factors.map((f) => ({ value: f.id, label: f.friendlyName }))}
                />
              )}
              <CodePrompt
                key={factor.id}
                factor={factor}
                label={`Your account is protected by an authenticator app. Enter a code from ${factor.friendlyName} ${texts.code}.`}
                onVerified={onConfirm}
              />
            </Stack>
          ) : (
            <Center role="status">
              <Loader size="sm" aria-label="Loading your authenticators" />
            </Center>
          ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus disabled={pending}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={onConfirm}
            disabled={pending || needsCode}
            leftSection={pending ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
          >
            {pending ? DELETION[kind].pending : texts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
