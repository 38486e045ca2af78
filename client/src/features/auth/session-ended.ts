import { ApiRequestError } from '../../api/client';

/** Whether a write failed because the session has ended (the server answered 401). */
export function sessionEnded(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}
