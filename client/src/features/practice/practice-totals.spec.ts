import { mostAttempts, plusTaps, shownTotals, unanswered, type UnansweredTap } from './practice-totals';

const tap = (attemptId: string, over: Partial<UnansweredTap> = {}): UnansweredTap => ({
  attemptId,
  cardId: 'black-2S',
  success: true,
  localDate: '2026-11-28',
  ...over,
});

describe('the practice dialog’s totals', () => {
  it('takes the last known totals: the saved ones or the latest answer, whichever counts more', () => {
    expect(mostAttempts({ attempts: 14, successes: 11 }, null)).toEqual({ attempts: 14, successes: 11 });
    expect(mostAttempts({ attempts: 14, successes: 11 }, { attempts: 15, successes: 12 })).toEqual({
      attempts: 15,
      successes: 12,
    });
    // an answer that arrived late changes nothing
    expect(mostAttempts({ attempts: 15, successes: 12 }, { attempts: 13, successes: 10 })).toEqual({
      attempts: 15,
      successes: 12,
    });
    expect(mostAttempts(undefined, null)).toEqual({ attempts: 0, successes: 0 });
  });

  it('adds each tap not answered yet: an attempt, and a success when it was one', () => {
    expect(
      plusTaps({ attempts: 11, successes: 8 }, [tap('a'), tap('b', { success: false }), tap('c')]),
    ).toEqual({ attempts: 14, successes: 10 });
  });

  it('counts a tap once while it moves from in flight to the offline queue', () => {
    const queuedNow = tap('a');
    expect(unanswered([queuedNow, tap('b')], [queuedNow]).map((t) => t.attemptId)).toEqual(['a', 'b']);
    expect(unanswered([], [tap('x'), tap('y')])).toHaveLength(2);
  });

  it('offline: the card’s saved totals plus the queued taps (11/14 and three successes: 14/17), not the taps alone', () => {
    const queued = [tap('a'), tap('b'), tap('c')];
    const shown = shownTotals({
      cardId: 'black-2S',
      today: '2026-11-28',
      savedCard: { attempts: 14, successes: 11 },
      answeredCard: null,
      savedToday: { attempts: 5, successes: 2 },
      answeredToday: null,
      unanswered: queued,
    });
    expect(shown.card).toEqual({ attempts: 17, successes: 14 });
    expect(shown.today).toEqual({ attempts: 8, successes: 5 });
  });

  it('counts a card’s taps on its own totals and a day’s taps on that day’s, on any card', () => {
    const shown = shownTotals({
      cardId: 'black-2S',
      today: '2026-11-28',
      savedCard: { attempts: 2, successes: 1 },
      answeredCard: { attempts: 3, successes: 2 },
      savedToday: undefined,
      answeredToday: { attempts: 3, successes: 2 },
      unanswered: [
        tap('mine'),
        tap('other card', { cardId: 'red-5H', success: false }),
        tap('yesterday', { localDate: '2026-11-27' }),
      ],
    });
    expect(shown.card).toEqual({ attempts: 5, successes: 4 });
    expect(shown.today).toEqual({ attempts: 5, successes: 3 });
  });

  it('with nothing saved on this device, counts the taps it has', () => {
    const shown = shownTotals({
      cardId: 'black-2S',
      today: '2026-11-28',
      savedCard: undefined,
      answeredCard: null,
      savedToday: undefined,
      answeredToday: null,
      unanswered: [tap('a'), tap('b', { success: false })],
    });
    expect(shown).toEqual({ card: { attempts: 2, successes: 1 }, today: { attempts: 2, successes: 1 } });
  });
});
