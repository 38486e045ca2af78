import type { TestApp } from './app.js';
import { sql } from './auth-helpers.js';
import type { TestUser } from './factories.js';
import { one } from './lists.js';

export const ADMIN = '/api/v1/admin';

export type Json = Record<string, unknown>;

/**
 * Calls to the admin resources (react-admin's ra-data-simple-rest contract) as `admin`, and reads
 * of the audit trail they write. `context` answers the test's app and admin once beforeAll has
 * made them.
 */
export function adminResources(context: () => { t: TestApp; admin: TestUser }) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    user?: TestUser,
  ) => {
    const { t, admin } = context();
    return t.app.inject({
      method,
      url: `${ADMIN}/${url}`,
      headers: {
        ...(user ?? admin).auth,
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  };

  /** A list as react-admin asks for it: each parameter (sort, range, filter) as JSON text. */
  const list = (resource: string, params: Record<string, unknown> = {}) =>
    call(
      'GET',
      `${resource}?${new URLSearchParams(
        Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])),
      ).toString()}`,
    );

  const auditRows = async (recordId: string) =>
    (
      await sql<{ action: string; admin_email: string; resource: string; before: Json; after: Json }>(
        context().t,
        'select action, admin_email, resource, before, after from audit_log where record_id = $1 order by created_at',
        [recordId],
      )
    ).rows;

  const auditCount = async () =>
    Number(one((await sql(context().t, 'select count(*) as n from audit_log')).rows).n);

  return { call, list, auditRows, auditCount };
}
