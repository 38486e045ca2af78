import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';
import { practiceCalls, utcDay } from '../support/practice-helpers.js';

describe('practice: achievements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { practise, get, rows } = practiceCalls(() => t);

  it('grants each achievement once: First Shot, then 10 attempts, and lists them newest first', async () => {
    const user = await newUser(t.app);
    const first = await practise(user, 'black-AS', false);
    expect(first.newAchievements).toEqual([
      {
        name: 'First Shot',
        description: 'Recorded your first practice attempt.',
        type: 'milestone',
        earnedAt: expect.any(String) as string,
      },
    ]);
    const granted: string[][] = [];
    for (let i = 2; i <= 11; i++) {
      granted.push((await practise(user, 'black-AS', i === 5)).newAchievements.map((a) => a.name));
    }
    expect(granted).toEqual([[], [], [], ['First Success'], [], [], [], [], ['Warming Up'], []]);
    const listed = await get<{ name: string; type: string; metadata: object }[]>(
      user,
      '/api/v1/achievements',
    );
    expect(listed.map((a) => a.name)).toEqual(['Warming Up', 'First Success', 'First Shot']);
    expect(listed[0]).toMatchObject({ type: 'attempts', metadata: { attempts: 10 } });
    expect(await rows('achievements', user.id)).toHaveLength(3);
  });

  it('grants Sharpshooter at 80% over 20 attempts, a deck, and a 7-day streak', async () => {
    const user = await newUser(t.app);
    const earned: string[] = [];
    for (let i = 1; i <= 20; i++) {
      earned.push(...(await practise(user, 'red-3D', i > 4)).newAchievements.map((a) => a.name));
    }
    expect(earned).toEqual(['First Shot', 'First Success', 'Warming Up', 'Sharpshooter']);

    // 51 black cards practised before (written straight into the tables), then the 52nd.
    await sql(
      t,
      `insert into kickshot_progress (id, user_id, kickshot_id, deck_color, attempts, successes, last_practiced, first_practiced)
       select gen_random_uuid(), $1, 'black-' || r || s, 'black', 1, 0, now(), now()
         from unnest(array['A','2','3','4','5','6','7','8','9','10','J','Q','K']) r,
              unnest(array['S','C','D','H']) s
        where r || s <> 'KH'`,
      [user.id],
    );
    await sql(
      t,
      'update practice_totals set attempts = attempts + 51, black_cards = black_cards + 51 where user_id = $1',
      [user.id],
    );
    expect((await practise(user, 'black-QH', true)).newAchievements).toEqual([]);
    expect((await practise(user, 'black-KH', true)).newAchievements.map((a) => a.name)).toEqual([
      'Black Deck Complete',
    ]);

    // Five earlier consecutive days, yesterday (the sixth), then today (the seventh).
    const streaker = await newUser(t.app);
    await sql(
      t,
      `insert into practice_sessions (id, user_id, session_date, total_attempts, total_successes, created_at)
       select gen_random_uuid(), $1, $2::date - d, 1, 0, now() from generate_series(2, 6) d`,
      [streaker.id, utcDay()],
    );
    const streak = await practise(streaker, 'black-9C', false, utcDay(-1));
    expect(streak.newAchievements.map((a) => a.name)).toEqual(['First Shot']);
    const week = await practise(streaker, 'black-9C', false, utcDay());
    expect(week.newAchievements.map((a) => a.name)).toEqual(['Week Streak']);
  });
});
