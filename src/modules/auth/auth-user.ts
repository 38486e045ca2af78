import type { Aal } from './entities/refresh-token.entity.js';

/** The caller, as handlers see them (@CurrentUser()): the claims of a verified access token. */
export interface AuthUser {
  id: string;
  email: string;
  role: string;
  /** Authenticator assurance: aal2 after a second factor. */
  aal: Aal;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}
