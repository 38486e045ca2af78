import { EntityManager } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from '../support/app.js';
import {
  dropSubscription,
  expireTrial,
  favourited,
  newPlayerWithAccess,
  newUser,
  type TestUser,
} from '../support/factories.js';
import { one } from '../support/lists.js';

describe('favourites', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await newUser(t.app);
    bob = await newUser(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, user: TestUser | undefined) =>
    t.app.inject({ method, url, headers: user?.auth ?? {} });
  const list = async (user: TestUser) => {
    const res = await call('GET', '/api/v1/me/favourites', user);
    expect(res.statusCode).toBe(200);
    return res.json<{ cardIds: string[]; cards: { id: string }[] }>();
  };

  it('starts empty', async () => {
    expect(await list(alice)).toEqual({ cardIds: [], cards: [] });
  });

  it('adds, lists, answers a second add 200 created: false, removes, and refuses a second remove', async () => {
    const added = await call('PUT', '/api/v1/me/favourites/black-2S', alice);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ cardId: 'black-2S', created: true });

    const saved = await list(alice);
    expect(saved.cardIds).toEqual(['black-2S']);
    expect(saved.cards).toHaveLength(1);
    expect(saved.cards[0]).toMatchObject({
      id: 'black-2S',
      deck: 'black',
      imagePath: expect.stringMatching(
        /^\/kickshot-diagrams\/black\/black-2S\.svg\?v=[0-9a-f]{12}$/,
      ) as unknown,
    });

    // PUT is idempotent: saving a saved card changes nothing and says so.
    const again = await call('PUT', '/api/v1/me/favourites/black-2S', alice);
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 200,
      body: { cardId: 'black-2S', created: false },
    });
    expect((await list(alice)).cardIds).toEqual(['black-2S']);

    const removed = await call('DELETE', '/api/v1/me/favourites/black-2S', alice);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await list(alice)).toEqual({ cardIds: [], cards: [] });

    const removedAgain = await call('DELETE', '/api/v1/me/favourites/black-2S', alice);
    expect(removedAgain.statusCode).toBe(404);
    expect(removedAgain.json().code).toBe('FAVOURITE_NOT_FOUND');
  });

  it('refuses malformed ids with 400 and blue or unknown cards with 404', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const bad = await call(method, '/api/v1/me/favourites/black-ZZ', alice);
      expect({ method, status: bad.statusCode, code: bad.json().code }).toEqual({
        method,
        status: 400,
        code: 'INVALID_CARD_ID',
      });
      const blue = await call(method, '/api/v1/me/favourites/blue-AS', alice);
      expect({ method, status: blue.statusCode, code: blue.json().code }).toEqual({
        method,
        status: 404,
        code: 'CARD_NOT_FOUND',
      });
    }
    expect(await list(alice)).toEqual({ cardIds: [], cards: [] });
  });

  it('lists favourites sorted like the card list, whatever the order they were saved in', async () => {
    const saved = ['red-AH', 'black-AS', 'red-2C', 'black-KH', 'black-2D', 'black-10S', 'red-JD'];
    await favourited(t.app, alice, saved);
    const { cardIds, cards } = await list(alice);
    expect(cardIds).toEqual(['black-2D', 'black-10S', 'black-KH', 'black-AS', 'red-2C', 'red-JD', 'red-AH']);
    expect(cards.map((c) => c.id)).toEqual(cardIds);
    for (const id of saved) await call('DELETE', `/api/v1/me/favourites/${id}`, alice);
  });

  it('skips saved ids of cards no longer listed, and still lets them be removed', async () => {
    await call('PUT', '/api/v1/me/favourites/red-5S', alice);
    // A row left from a card that is no longer listed (e.g. its deck was deactivated).
    const em = t.app.get(EntityManager).fork();
    await em
      .getConnection()
      .execute(
        `insert into favourites (id, user_id, card_id, created_at) values (gen_random_uuid(), ?, 'blue-AS', now())`,
        [alice.id],
      );
    expect(await list(alice)).toMatchObject({ cardIds: ['red-5S'] });
    const stale = await call('DELETE', '/api/v1/me/favourites/blue-AS', alice);
    expect(stale.statusCode).toBe(204);
    await call('DELETE', '/api/v1/me/favourites/red-5S', alice);
    expect(await list(alice)).toEqual({ cardIds: [], cards: [] });
  });

  it('keeps each user’s favourites to that user', async () => {
    expect((await call('PUT', '/api/v1/me/favourites/black-3C', alice)).statusCode).toBe(201);

    expect(await list(bob)).toEqual({ cardIds: [], cards: [] });
    const bobRemoves = await call('DELETE', '/api/v1/me/favourites/black-3C', bob);
    expect(bobRemoves.statusCode).toBe(404);
    expect(bobRemoves.json().code).toBe('FAVOURITE_NOT_FOUND');
    // Bob saving the same card is his own favourite, not a conflict with Alice's.
    expect((await call('PUT', '/api/v1/me/favourites/black-3C', bob)).statusCode).toBe(201);
    expect((await call('DELETE', '/api/v1/me/favourites/black-3C', bob)).statusCode).toBe(204);

    expect((await list(alice)).cardIds).toEqual(['black-3C']);
    expect((await call('DELETE', '/api/v1/me/favourites/black-3C', alice)).statusCode).toBe(204);
  });

  it('creates the row once when 20 saves of the same card race: one 201, nineteen 200 created: false', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('PUT', '/api/v1/me/favourites/red-QH', alice)),
    );
    const answers = results.map((res) => ({ status: res.statusCode, body: res.json<unknown>() }));
    expect(answers.filter((a) => a.status === 201)).toEqual([
      { status: 201, body: { cardId: 'red-QH', created: true } },
    ]);
    expect(answers.filter((a) => a.status === 200)).toEqual(
      Array.from({ length: 19 }, () => ({ status: 200, body: { cardId: 'red-QH', created: false } })),
    );
    expect((await list(alice)).cardIds).toEqual(['red-QH']);
  });

  it('deletes a user’s favourites with the user', async () => {
    const carol = await newUser(t.app);
    await call('PUT', '/api/v1/me/favourites/black-4H', carol);
    const connection = t.app.get(EntityManager).fork().getConnection();
    await connection.execute('delete from users where id = ?', [carol.id]);
    const rows = await connection.execute<{ count: string }[]>(
      'select count(*)::text as count from favourites where user_id = ?',
      [carol.id],
    );
    expect(one(rows).count).toBe('0');
  });

  describe('without a running trial or an active subscription', () => {
    const saved = ['black-AS', 'red-10H', 'black-2S'];
    const sorted = ['black-2S', 'black-AS', 'red-10H'];
    const players: [string, (player: TestUser) => Promise<void>][] = [
      ['whose trial has ended', (player) => expireTrial(t.app, player)],
      ['with no subscription at all', (player) => dropSubscription(t.app, player)],
    ];

    it.each(players)(
      'lists a player %s their saved card ids only, never the cards’ text',
      async (_state, loseAccess) => {
        const player = await newPlayerWithAccess(t.app);
        await favourited(t.app, player, saved);
        const before = await list(player);
        expect(before.cards.map((card) => Object.keys(card))).toEqual(
          sorted.map(() => expect.arrayContaining(['name', 'title', 'description']) as string[]),
        );

        await loseAccess(player);
        const res = await call('GET', '/api/v1/me/favourites', player);
        expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
          status: 200,
          body: { cardIds: sorted },
        });
        for (const card of before.cards as unknown as Record<'name' | 'title' | 'description', string>[]) {
          for (const field of ['name', 'title', 'description'] as const)
            expect({ field, leaked: res.body.includes(card[field]) }).toEqual({ field, leaked: false });
        }
      },
    );

    it.each(players)(
      'refuses a player %s a new favourite with 403 SUBSCRIPTION_REQUIRED',
      async (_s, loseAccess) => {
        const player = await newPlayerWithAccess(t.app);
        await loseAccess(player);
        for (const id of ['black-KD', 'red-2C']) {
          const res = await call('PUT', `/api/v1/me/favourites/${id}`, player);
          expect({ id, status: res.statusCode, code: res.json().code }).toEqual({
            id,
            status: 403,
            code: 'SUBSCRIPTION_REQUIRED',
          });
        }
        expect((await call('GET', '/api/v1/me/favourites', player)).json()).toEqual({ cardIds: [] });
      },
    );

    it.each(players)('lets a player %s remove saved cards', async (_state, loseAccess) => {
      const player = await newPlayerWithAccess(t.app);
      await favourited(t.app, player, saved);
      await loseAccess(player);
      expect((await call('DELETE', '/api/v1/me/favourites/red-10H', player)).statusCode).toBe(204);
      expect((await call('GET', '/api/v1/me/favourites', player)).json()).toEqual({
        cardIds: ['black-2S', 'black-AS'],
      });
      const missing = await call('DELETE', '/api/v1/me/favourites/red-10H', player);
      expect({ status: missing.statusCode, code: missing.json().code }).toEqual({
        status: 404,
        code: 'FAVOURITE_NOT_FOUND',
      });
    });
  });

  it('refuses unknown query parameters with 400 naming them', async () => {
    const res = await call('GET', '/api/v1/me/favourites?include=cards', alice);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; errors: { field: string }[] }>();
    expect({ code: body.code, fields: body.errors.map((e) => e.field) }).toEqual({
      code: 'VALIDATION_FAILED',
      fields: ['include'],
    });
  });

  it('needs a signed-in caller', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/me/favourites'],
      ['PUT', '/api/v1/me/favourites/black-2S'],
      ['DELETE', '/api/v1/me/favourites/black-2S'],
    ] as const) {
      const res = await call(method, url, undefined);
      expect({ method, status: res.statusCode }).toEqual({ method, status: 401 });
    }
  });
});
