import { HttpError } from 'react-admin';
import { ADMIN_API, httpClient } from '../http';
import {
  broadcastBody,
  failureText,
  type BroadcastFields,
  type BroadcastKind,
  type BroadcastResult,
} from './broadcast-rules';

/** POST /api/v1/admin/broadcasts/{web|app}. */
export async function sendBroadcast(
  kind: BroadcastKind,
  fields: BroadcastFields,
): Promise<{ status: number; result: BroadcastResult }> {
  const body = broadcastBody(kind === 'app' ? { ...fields, userIds: undefined } : fields);
  const response = await httpClient(`${ADMIN_API}/broadcasts/${kind}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { status: response.status, result: response.json as BroadcastResult };
}

/** The failure toast of a send that threw. */
export function sendFailureText(kind: BroadcastKind, error: unknown): string {
  return failureText(kind, error instanceof HttpError ? error.body : undefined);
}
