import { outcomesOf, type AttemptInput, type AttemptOutcome, type BatchRow } from './attempt-outcomes.js';

describe('outcomesOf', () => {
  const at = new Date('2026-11-22T12:00:00Z');
  const input = (userId: string, cardId: string, success: boolean): AttemptInput => ({
    userId,
    cardId,
    deck: cardId.startsWith('red') ? 'red' : 'black',
    success,
    localDate: '2026-11-22',
    at,
    country: 'Unknown',
    attemptId: null,
  });
  // p1 had practised black-2S (4 attempts, 2 successes) and 3 attempts today; p2 starts today
  const inputs = [
    input('p1', 'black-2S', true),
    input('p1', 'black-2S', false),
    input('p2', 'red-KD', true),
    input('p1', 'red-AH', true),
    input('p1', 'black-2S', true), // a retry of an id already recorded: not counted
    input('p2', 'red-KD', false),
  ];
  const counted = (row: Partial<BatchRow> & Pick<BatchRow, 'i'>): BatchRow => ({
    counted: true,
    card_attempts: 0,
    card_successes: 0,
    card_created: false,
    day_attempts: 0,
    day_successes: 0,
    day_created: false,
    total_attempts: null,
    total_successes: null,
    black_cards: null,
    red_cards: null,
    earned: ['First Shot'],
    nearby_dates: null,
    ...row,
  });
  const p1 = {
    day_attempts: 6,
    day_successes: 3,
    total_attempts: 13,
    total_successes: 7,
    black_cards: 3,
    red_cards: 3,
  };
  const p2 = { card_attempts: 2, card_successes: 1, card_created: true, day_attempts: 2, day_successes: 1 };
  const p2Rest = { day_created: true, total_attempts: 2, total_successes: 1, black_cards: 0, red_cards: 1 };
  // the rows after the whole batch, in no particular order
  const rows: BatchRow[] = [
    counted({ i: 5, ...p2, ...p2Rest, earned: [], nearby_dates: ['2026-11-20'] }),
    counted({ i: 3, card_attempts: 1, card_successes: 1, card_created: true, ...p1 }),
    counted({ i: 0, card_attempts: 6, card_successes: 3, ...p1 }),
    counted({ i: 4, counted: false, card_attempts: 6, card_successes: 3, day_attempts: 6, day_successes: 3 }),
    counted({ i: 1, card_attempts: 6, card_successes: 3, ...p1 }),
    counted({ i: 2, ...p2, ...p2Rest, earned: [], nearby_dates: ['2026-11-20'] }),
  ];

  it("answers each counted attempt with its player's totals right after it", () => {
    const outcomes = outcomesOf(rows, inputs);
    const totalsOf = ({ facts }: AttemptOutcome) =>
      facts && {
        attempts: facts.totalAttempts,
        successes: facts.totalSuccesses,
        black: facts.cardsPractised.black,
        red: facts.cardsPractised.red,
      };
    expect(outcomes.map((o) => ({ card: o.card, today: o.today, totals: totalsOf(o) }))).toEqual([
      {
        card: { attempts: 5, successes: 3 },
        today: { attempts: 4, successes: 2 },
        totals: { attempts: 11, successes: 6, black: 3, red: 2 },
      },
      {
        card: { attempts: 6, successes: 3 },
        today: { attempts: 5, successes: 2 },
        totals: { attempts: 12, successes: 6, black: 3, red: 2 },
      },
      {
        card: { attempts: 1, successes: 1 },
        today: { attempts: 1, successes: 1 },
        totals: { attempts: 1, successes: 1, black: 0, red: 1 },
      },
      {
        card: { attempts: 1, successes: 1 },
        today: { attempts: 6, successes: 3 },
        totals: { attempts: 13, successes: 7, black: 3, red: 3 },
      },
      { card: { attempts: 6, successes: 3 }, today: { attempts: 6, successes: 3 }, totals: undefined },
      {
        card: { attempts: 2, successes: 1 },
        today: { attempts: 2, successes: 1 },
        totals: { attempts: 2, successes: 1, black: 0, red: 1 },
      },
    ]);
    expect(outcomes.map((o) => o.counted)).toEqual([true, true, true, true, false, true]);
  });

  it("marks only a player's first attempt of a new day, with the nearby practice days", () => {
    const outcomes = outcomesOf(rows, inputs);
    const today = ['2026-11-22'];
    expect(outcomes.map((o) => o.facts?.practiceDates)).toEqual([
      today,
      today,
      ['2026-11-20', '2026-11-22'],
      today,
      undefined,
      today,
    ]);
    expect(outcomes[0]?.earned).toEqual(['First Shot']);
    expect(outcomes[3]?.facts?.card).toEqual({ cardId: 'red-AH', attempts: 1, successes: 1 });
  });
});
