import { Button, PinInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import type { MfaRequired } from '../../api/types';
import { useFactorCode } from './useFactorCode';

/** The second step of signing in to an account with an authenticator: its 6-digit code. */
export function MfaStep({ mfa, onCancel }: { mfa: MfaRequired; onCancel: () => void }) {
  const navigate = useNavigate();
  const factor = mfa.factors[0];
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
      <Button variant="subtle" onClick={onCancel}>
        Back to Sign In
      </Button>
    </Stack>
  );
}
