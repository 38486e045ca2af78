import { useState } from 'react';
import { verifyFactor } from '../../api/auth';
import type { Factor } from '../../api/types';
import { messageOf } from './auth-form-rules';
import { useAuth } from './AuthProvider';

interface FactorCodeOptions {
  factor: Pick<Factor, 'id'>;
  /** The MFA sign-in token, when the code finishes a sign-in; otherwise the session's own token. */
  mfaToken?: string;
  /** The message when the server gives none. */
  fallback: string;
  /** The code was right: the session is now aal2. */
  onVerified: () => void;
}

/**
 * The 6-digit code of an authenticator: `verify` challenges and verifies the factor and upgrades
 * the session; a wrong code clears the field and sets `error`.
 */
export function useFactorCode({ factor, mfaToken, fallback, onVerified }: FactorCodeOptions) {
  const { setSession } = useAuth();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verify = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      setSession(await verifyFactor(factor.id, value, mfaToken), 'MFA_CHALLENGE_VERIFIED');
      onVerified();
    } catch (e) {
      setError(messageOf(e, fallback));
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return { code, setCode, busy, error, verify };
}
