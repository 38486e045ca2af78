import { overallTotals } from './progress-totals';

describe('overallTotals', () => {
  it('adds up every card and rates the whole', () => {
    expect(
      overallTotals([
        { attempts: 2, successes: 2 },
        { attempts: 1, successes: 0 },
      ]),
    ).toEqual({ attempts: 3, successes: 2, rate: (2 / 3) * 100 });
  });

  it('is zero without practice', () => {
    expect(overallTotals([])).toEqual({ attempts: 0, successes: 0, rate: 0 });
  });
});
