import { UserDataService } from '../../src/modules/accounts/user-data.service.js';
import { accountCalls, rollupMismatches, rowsOf, userColumns } from '../support/account-data.js';
import { createTestAppWithDataDir, type TestAppWithDataDir } from '../support/app.js';

describe('delete my data', () => {
  let t: TestAppWithDataDir;
  beforeAll(async () => {
    t = await createTestAppWithDataDir();
  });
  afterAll(() => t.close());

  const { call, deleteData, busyPlayer } = accountCalls(() => t);

  describe('the modules declare every table that holds users’ rows', () => {
    it('each user column of the database is declared by exactly one module, and each declared one exists', async () => {
      const declared = t.app.get(UserDataService, { strict: false }).declaredTables();
      const key = (c: { table: string; column: string }) => `${c.table}.${c.column}`;
      const catalogue = (await userColumns(t)).map(key).sort();
      // A table holding users' rows that no module declares (say, a new module's) fails here.
      expect(declared.map(key).sort()).toEqual(catalogue);
      expect(new Set(declared.map(key)).size).toBe(declared.length);
    });
  });

  describe('POST /me/delete-data', () => {
    it('removes every row of the player’s app data, keeps the account, and leaves other players alone', async () => {
      const alice = await busyPlayer();
      const bob = await busyPlayer();
      const bobBefore = await rowsOf(t, bob.id);
      const aliceBefore = await rowsOf(t, alice.id);

      const res = await deleteData(alice);
      expect(res.statusCode).toBe(204);

      const declared = t.app.get(UserDataService, { strict: false }).declaredTables();
      const aliceAfter = await rowsOf(t, alice.id);
      for (const { table, column, kind } of declared) {
        const key = `${table}.${column}`;
        if (kind === 'data') expect({ key, rows: aliceAfter[key] }).toEqual({ key, rows: 0 });
        else if (kind === 'data-reset') expect({ key, rows: aliceAfter[key] }).toEqual({ key, rows: 1 });
        else expect({ key, rows: aliceAfter[key] }).toEqual({ key, rows: aliceBefore[key] });
      }
      expect(aliceBefore['notes.user_id']).toBe(1); // there was something to delete
      expect(await rowsOf(t, bob.id)).toEqual(bobBefore);
      expect(await rollupMismatches(t)).toEqual([]);

      // still signed in, with nothing left, and still on the trial
      expect((await call('GET', '/me/notes', alice)).json()).toMatchObject({ items: [], total: 0 });
      expect((await call('GET', '/practice/progress', alice)).json()).toEqual([]);
      expect((await call('GET', '/billing/subscription', alice)).json()).toMatchObject({
        status: 'trialing',
      });
    });

    it('needs a session', async () => {
      expect((await call('POST', '/me/delete-data')).statusCode).toBe(401);
    });
  });
});
