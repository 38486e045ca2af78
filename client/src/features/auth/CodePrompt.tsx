import { PinInput, Stack, Text } from '@mantine/core';
import type { Factor } from '../../api/types';
import { useFactorCode } from './useFactorCode';

/** Asks for a code of a verified factor and upgrades the session to aal2. */
export function CodePrompt({
  factor,
  label,
  onVerified,
}: {
  factor: Factor;
  label: string;
  onVerified: () => void;
}) {
  const { code, setCode, busy, error, verify } = useFactorCode({
    factor,
    fallback: 'An unexpected error occurred.',
    onVerified,
  });
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
    </Stack>
  );
}
