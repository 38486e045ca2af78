import { randomUUID } from 'node:crypto';
import { accountCalls, rowsOf } from '../support/account-data.js';
import { createTestAppWithDataDir, type TestAppWithDataDir } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { newAdmin, newUser } from '../support/factories.js';

describe('an admin deletes a user', () => {
  let t: TestAppWithDataDir;
  beforeAll(async () => {
    t = await createTestAppWithDataDir();
  });
  afterAll(() => t.close());

  const { call, busyPlayer } = accountCalls(() => t);

  describe('DELETE /admin/users/{id}', () => {
    it('deletes the user as Delete Account does, audited, and answers the record as it was', async () => {
      const admin = await newAdmin(t.app);
      const alice = await busyPlayer();
      const res = await call('DELETE', `/admin/users/${alice.id}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: alice.id, email: alice.email });
      expect(Object.entries(await rowsOf(t, alice.id)).filter(([, rows]) => rows > 0)).toEqual([]);
      expect((await call('GET', '/me/notes', alice)).statusCode).toBe(401);
      // the entry stays, naming the account no more
      expect(
        (await sql(t, 'select count(*)::int as n from audit_log where record_id = $1', [alice.id])).rows,
      ).toEqual([{ n: 0 }]);
      const audit = await sql(
        t,
        `select action, record_id, before, after from audit_log where admin_id = $1 and resource = 'users'`,
        [admin.id],
      );
      expect(audit.rows).toEqual([
        {
          action: 'delete',
          record_id: '(deleted account)',
          before: expect.objectContaining({ role: 'user' }),
          after: null,
        },
      ]);
      expect(JSON.stringify(audit.rows)).not.toContain(alice.email);
      expect((await call('GET', `/admin/users/${alice.id}`, admin)).statusCode).toBe(404);
    });

    it('refuses the admin’s own account, an unknown id and a player', async () => {
      const admin = await newAdmin(t.app);
      const player = await newUser(t.app);
      const self = await call('DELETE', `/admin/users/${admin.id}`, admin);
      expect(self.statusCode).toBe(409);
      expect(self.json()).toMatchObject({ code: 'CANNOT_DELETE_SELF' });
      expect((await call('DELETE', `/admin/users/${randomUUID()}`, admin)).statusCode).toBe(404);
      expect((await call('DELETE', `/admin/users/${admin.id}`, player)).statusCode).toBe(403);
      expect((await rowsOf(t, admin.id))['users.id']).toBe(1);
    });
  });
});
