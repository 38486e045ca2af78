import { Button, PinInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { MfaRequired } from '../../api/types';
import { RecoveryCodeField } from './RecoveryCodeField';
import { useFactorCode } from './useFactorCode';

/**
 * The second step of signing in to an account with an authenticator: its 6-digit code, or one of
 * the recovery codes when the phone is lost.
 */
export function MfaStep({ mfa, onCancel }: { mfa: MfaRequired; onCancel: () => void }) {
  const navigate = useNavigate();
  const factor = mfa.factors[0];
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const { code, setCode, busy, error, verify } = useFactorCode({
    factor,
    mfaToken: mfa.mfaToken,
    fallback: 'An error occurred during sign in',
    onVerified: () => {
      notifications.show({ title: 'Signed in successfully', message: 'Welcome back', autoClose: 4000 });
      void navigate('/');
    },
  });
  return (
    <Stack align="center">
      <Title order={2} size="h4">
        Two-step verification
      </Title>
      {withRecoveryCode ? (
        <>
          <Text size="sm" c="dimmed" ta="center">
            Enter one of the recovery codes you saved when you set up two-step verification. Each code works
            once.
          </Text>
          <RecoveryCodeField busy={busy} error={error} onSubmit={(value) => void verify(value)} autoFocus />
          <Button variant="subtle" size="xs" onClick={() => setWithRecoveryCode(false)}>
            Use the authenticator app instead
          </Button>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed" ta="center">
            Enter the 6-digit code from your authenticator app ({factor.friendlyName}).
          </Text>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            autoFocus
            value={code}
            onChange={setCode}
            onComplete={(value) => void verify(value)}
            disabled={busy}
            error={!!error}
            aria-label="Authenticator code"
          />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Button onClick={() => void verify(code)} loading={busy} disabled={code.length !== 6} fullWidth>
            Verify
          </Button>
          <Button variant="subtle" size="xs" onClick={() => setWithRecoveryCode(true)}>
            Lost your phone? Use a recovery code
          </Button>
        </>
      )}
      <Button variant="subtle" onClick={onCancel}>
        Back to Sign In
      </Button>
    </Stack>
  );
}
