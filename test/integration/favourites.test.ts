import { EntityManager } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from '../support/app.js';
import { newUser, type TestUser } from '../support/factories.js';

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

  it('adds, lists, refuses a second add, removes, and refuses a second remove', async () => {
    const added = await call('PUT', '/api/v1/me/favourites/black-2S', alice);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ cardId: 'black-2S' });

    const saved = await list(alice);
    expect(saved.cardIds).toEqual(['black-2S']);
    expect(saved.cards).toHaveLength(1);
    expect(saved.cards[0]).toMatchObject({
      id: 'black-2S',
      deck: 'black',
      imagePath: '/kickshot-diagrams/black/black-2S.svg',
    });

    const again = await call('PUT', '/api/v1/me/favourites/black-2S', alice);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'FAVOURITE_EXISTS',
      message: 'This card is already in your favourites.',
    });

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
    for (const id of saved) {
      expect((await call('PUT', `/api/v1/me/favourites/${id}`, alice)).statusCode).toBe(201);
    }
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

  it('lets exactly one of 20 concurrent saves of the same card succeed', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('PUT', '/api/v1/me/favourites/red-QH', alice)),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
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
    expect(rows[0].count).toBe('0');
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
