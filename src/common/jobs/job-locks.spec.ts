import { ADVISORY_LOCKS, assertDistinctLockIds } from './job-locks.js';

describe('advisory lock registry', () => {
  it('gives every lock its own id', () => {
    const ids = Object.values(ADVISORY_LOCKS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(() => assertDistinctLockIds(ADVISORY_LOCKS)).not.toThrow();
  });

  it('refuses a registry where two names share an id', () => {
    expect(() => assertDistinctLockIds({ 'a.job': 1, 'b.job': 2, 'c.job': 1 })).toThrow(
      'Advisory lock id 1 is used by both a.job and c.job',
    );
  });
});
