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
  /**
   * The code was right: the session is now aal2. `recoveryCodes` is set when the code completed an
   * enrolment: the new recovery codes, to show once.
   */
  onVerified: (recoveryCodes?: string[]) => void;
}

/**
 * The 6-digit code of an authenticator (or a recovery code): `verify` challenges and verifies the
 * factor and upgrades the session; a wrong code clears the field and sets `error`.
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
      // the recovery codes are shown once, never kept with the session (nor shared with other tabs)
      const { recoveryCodes, ...session } = await verifyFactor(factor.id, value, mfaToken);
      setSession(session, 'MFA_CHALLENGE_VERIFIED');
      onVerified(recoveryCodes);
    } catch (e) {
      setError(messageOf(e, fallback));
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return { code, setCode, busy, error, verify };
}
