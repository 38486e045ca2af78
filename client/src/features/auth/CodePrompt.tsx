import { Anchor, PinInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Factor } from '../../api/types';
import { RecoveryCodeField } from './RecoveryCodeField';
import { useFactorCode } from './useFactorCode';

/**
 * Asks for a code of a factor and upgrades the session to aal2. With `allowRecoveryCode` (a
 * verified factor's step-up, not an enrolment), one of the recovery codes may be used instead.
 */
export function CodePrompt({
  factor,
  label,
  onVerified,
  allowRecoveryCode = false,
}: {
  factor: Factor;
  label: string;
  onVerified: (recoveryCodes?: string[]) => void;
  allowRecoveryCode?: boolean;
}) {
  const { code, setCode, busy, error, verify } = useFactorCode({
    factor,
    fallback: 'An unexpected error occurred.',
    onVerified,
  });
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  if (allowRecoveryCode && withRecoveryCode)
    return (
      <Stack gap="xs">
        <Text size="sm">Enter one of your recovery codes. Each code works once.</Text>
        <RecoveryCodeField busy={busy} error={error} onSubmit={(value) => void verify(value)} autoFocus />
        <Anchor component="button" type="button" size="sm" onClick={() => setWithRecoveryCode(false)}>
          Use the authenticator app instead
        </Anchor>
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">{label}</Text>
      <PinInput
        length={6}
        type="number"
        oneTimeCode
        value={code}
        onChange={setCode}
        onComplete={(v) => void verify(v)}
        disabled={busy}
        aria-label="Authenticator code"
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {allowRecoveryCode && (
        <Anchor component="button" type="button" size="sm" onClick={() => setWithRecoveryCode(true)}>
          Use a recovery code instead
        </Anchor>
      )}
    </Stack>
  );
}
