import { ACHIEVEMENTS, newlyEarned, type DeckSizes, type PracticeFacts } from './achievements.js';

const DECKS: DeckSizes = { black: 52, red: 52 };

const base: PracticeFacts = {
  totalAttempts: 1,
  totalSuccesses: 0,
  cardsPractised: { black: 1, red: 0 },
  card: { cardId: 'black-2S', attempts: 1, successes: 0 },
  practiceDates: ['2026-11-22'],
};

const facts = (overrides: Partial<PracticeFacts>): PracticeFacts => ({ ...base, ...overrides });
const names = (f: PracticeFacts, earned: string[] = []) =>
  newlyEarned(f, new Set(earned), DECKS).map((a) => a.definition.name);
const rule = (name: string) => {
  const definition = ACHIEVEMENTS.find((a) => a.name === name);
  if (!definition) throw new Error(`no achievement ${name}`);
  return (facts: PracticeFacts) => definition.rule(facts, DECKS);
};

describe('achievement rules', () => {
  it('has unique names, and a description and a type for each', () => {
    expect(new Set(ACHIEVEMENTS.map((a) => a.name)).size).toBe(ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) expect(a.description.length).toBeGreaterThan(5);
  });

  it('describes each achievement with the product’s spelling, “Practiced”', () => {
    expect(Object.fromEntries(ACHIEVEMENTS.map((a) => [a.name, a.description]))).toEqual({
      'First Shot': 'Recorded your first practice attempt.',
      'First Success': 'Made your first successful shot.',
      'Warming Up': 'Practiced 10 shots.',
      Century: 'Practiced 100 shots.',
      'Table Regular': 'Practiced 1,000 shots.',
      'Week Streak': 'Practiced on 7 days in a row.',
      'Black Deck Complete': 'Practiced every card of the black deck.',
      'Red Deck Complete': 'Practiced every card of the red deck.',
      Sharpshooter: '80% success on a shot over at least 20 attempts.',
    });
  });

  it('First Shot on the first attempt', () => {
    expect(rule('First Shot')(base)).toEqual({ attempts: 1 });
    expect(rule('First Shot')(facts({ totalAttempts: 0 }))).toBeNull();
    expect(names(base)).toEqual(['First Shot']);
  });

  it('First Success on the first success', () => {
    expect(rule('First Success')(base)).toBeNull();
    expect(rule('First Success')(facts({ totalSuccesses: 1 }))).toEqual({ successes: 1 });
  });

  it('10, 100 and 1000 attempts', () => {
    expect(rule('Warming Up')(facts({ totalAttempts: 9 }))).toBeNull();
    expect(rule('Warming Up')(facts({ totalAttempts: 10 }))).toEqual({ attempts: 10 });
    expect(rule('Century')(facts({ totalAttempts: 99 }))).toBeNull();
    expect(rule('Century')(facts({ totalAttempts: 100 }))).toEqual({ attempts: 100 });
    expect(rule('Table Regular')(facts({ totalAttempts: 999 }))).toBeNull();
    expect(rule('Table Regular')(facts({ totalAttempts: 1000 }))).toEqual({ attempts: 1000 });
    // A threshold passed while another attempt raced is still granted by the next one.
    expect(rule('Warming Up')(facts({ totalAttempts: 12 }))).toEqual({ attempts: 12 });
  });

  it('a 7-day streak of consecutive local dates', () => {
    const week = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
    expect(rule('Week Streak')(facts({ practiceDates: week }))).toBeNull();
    expect(rule('Week Streak')(facts({ practiceDates: [...week, '2026-11-22'] }))).toEqual({ days: 7 });
    expect(rule('Week Streak')(facts({ practiceDates: [...week, '2026-11-23'] }))).toBeNull();
  });

  it('every card of the black deck, and of the red deck', () => {
    expect(rule('Black Deck Complete')(facts({ cardsPractised: { black: 51, red: 52 } }))).toBeNull();
    expect(rule('Black Deck Complete')(facts({ cardsPractised: { black: 52, red: 0 } }))).toEqual({
      deck: 'black',
      cards: 52,
    });
    expect(rule('Red Deck Complete')(facts({ cardsPractised: { black: 52, red: 51 } }))).toBeNull();
    expect(rule('Red Deck Complete')(facts({ cardsPractised: { black: 0, red: 52 } }))).toEqual({
      deck: 'red',
      cards: 52,
    });
  });

  it('80% on a card over at least 20 attempts', () => {
    const sharp = rule('Sharpshooter');
    expect(sharp(facts({ card: { cardId: 'red-AH', attempts: 19, successes: 19 } }))).toBeNull();
    expect(sharp(facts({ card: { cardId: 'red-AH', attempts: 20, successes: 15 } }))).toBeNull();
    expect(sharp(facts({ card: { cardId: 'red-AH', attempts: 20, successes: 16 } }))).toEqual({
      cardId: 'red-AH',
      attempts: 20,
      successes: 16,
      successRate: 80,
    });
  });

  it('never answers an achievement already earned', () => {
    const many = facts({ totalAttempts: 100, totalSuccesses: 50 });
    expect(names(many)).toEqual(['First Shot', 'First Success', 'Warming Up', 'Century']);
    expect(names(many, ['First Shot', 'Warming Up'])).toEqual(['First Success', 'Century']);
    expect(
      names(
        many,
        ACHIEVEMENTS.map((a) => a.name),
      ),
    ).toEqual([]);
  });
});
