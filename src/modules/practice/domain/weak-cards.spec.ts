import {
  MIN_ATTEMPTS_TO_JUDGE,
  WEAK_BELOW_RATE as COACH_WEAK_BELOW_RATE,
} from '../../ai/domain/practice-advice.js';
import { successRate } from './practice-math.js';
import { isWeakCard, WEAK_BELOW_RATE, WEAK_MIN_ATTEMPTS } from './weak-cards.js';

describe('isWeakCard (the cards Practice next suggests first)', () => {
  it("uses the coach's bar: 5+ attempts and a success rate below 70%", () => {
    expect({ attempts: WEAK_MIN_ATTEMPTS, below: WEAK_BELOW_RATE }).toEqual({
      attempts: MIN_ATTEMPTS_TO_JUDGE,
      below: COACH_WEAK_BELOW_RATE,
    });
  });

  it.each([
    [5, 0, true],
    [5, 3, true], // 60%
    [10, 6, true], // 60%
    [1000, 699, true], // 69.9%
    [10, 7, false], // 70%: reliable at the table
    [6, 5, false], // 83.3%
    [4, 0, false], // too few attempts to judge
    [0, 0, false],
  ])('%i attempts, %i successes → weak: %s', (attempts, successes, weak) => {
    expect(isWeakCard(attempts, successRate(successes, attempts))).toBe(weak);
  });
});
