import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

/** Letters and digits of a recovery code (xxxxx-xxxxx): 10, whatever the hyphen and spaces. */
const CODE_LENGTH = 10;

/**
 * One of the player's recovery codes, typed in place of an authenticator code: `onSubmit` gets it
 * as typed (the server reads case, spaces and the hyphen loosely). `error` is shown on the field.
 */
export function RecoveryCodeField({
  busy,
  error,
  onSubmit,
  autoFocus = false,
}: {
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  autoFocus?: boolean;
}) {
  const [code, setCode] = useState('');
  const complete = code.replace(/[\s-]/g, '').length === CODE_LENGTH;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSubmit(code.trim());
      }}
      noValidate
    >
      <Stack gap="xs">
        <TextInput
          label="Recovery code"
          placeholder="xxxxx-xxxxx"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={16}
          disabled={busy}
          autoFocus={autoFocus}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group>
          <Button type="submit" loading={busy} disabled={!complete}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
