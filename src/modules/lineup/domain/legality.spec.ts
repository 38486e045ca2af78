import type { GameType } from './lineup.types.js';
import {
  LINEUP_SIZE,
  bitCount,
  canCompleteLineup,
  completableSets,
  isLegalLineup,
  isSenior,
  legalLineups,
  seniorRuleOf,
  unplayableReason,
  type LineupRules,
} from './legality.js';
import {
  bruteForceLegal,
  bruteForceLineups,
  player,
  randomInt,
  randomRoster,
  seededRandom,
  subsets,
  team,
} from './spec-helpers.js';

const EIGHT: LineupRules = { gameType: '8-ball', maxHandicapSum: 23 };
const NINE: LineupRules = { gameType: '9-ball', maxHandicapSum: 23 };

describe('the lineup rules', () => {
  it('seniors are SL 6+ in 8-ball and SL 7+ in 9-ball', () => {
    expect(isSenior(EIGHT, 5)).toBe(false);
    expect(isSenior(EIGHT, 6)).toBe(true);
    expect(isSenior(NINE, 6)).toBe(false);
    expect(isSenior(NINE, 7)).toBe(true);
  });

  it('a lineup is five different players within the cap and with at most two seniors', () => {
    const five = [player('a', 7), player('b', 6), player('c', 4), player('d', 3), player('e', 3)];
    expect(isLegalLineup(EIGHT, five)).toBe(true); // 23, two seniors
    expect(isLegalLineup(EIGHT, five.slice(0, 4))).toBe(false);
    expect(isLegalLineup(EIGHT, [...five.slice(0, 4), player('a', 3)])).toBe(false); // a twice
    expect(isLegalLineup(EIGHT, [...five.slice(0, 4), player('f', 4)])).toBe(false); // 24
    expect(
      isLegalLineup({ gameType: '8-ball', maxHandicapSum: 24 }, [...five.slice(0, 4), player('f', 4)]),
    ).toBe(true);
    const threeSeniors = [player('a', 6), player('b', 6), player('c', 6), player('d', 2), player('e', 2)];
    expect(isLegalLineup(EIGHT, threeSeniors)).toBe(false); // 22 but three seniors
    expect(isLegalLineup({ gameType: '9-ball', maxHandicapSum: 23 }, threeSeniors)).toBe(true); // SL 6 is no 9-ball senior
  });

  it('a put-up is legal only if the cheapest completion is', () => {
    expect(canCompleteLineup(EIGHT, [7, 6], [7, 5, 4, 3, 2, 2])).toBe(true); // 7+6+2+2+3 = 20
    expect(canCompleteLineup(EIGHT, [7, 6], [6, 2, 2])).toBe(false); // the third is a senior
    expect(canCompleteLineup(EIGHT, [7, 7, 5], [4, 4])).toBe(false); // 27
    expect(canCompleteLineup(EIGHT, [7, 7, 5], [2, 2, 4])).toBe(true); // 23
    expect(canCompleteLineup(EIGHT, [3, 3], [3])).toBe(false); // not enough players left
    expect(canCompleteLineup(EIGHT, [2, 2, 2, 2, 2, 2], [])).toBe(false); // six
  });
});

/** 200 seeded rosters of 5–8 players, both games, caps around 23. */
function randomTeams(): ReturnType<typeof team>[] {
  const random = seededRandom(2024);
  return Array.from({ length: 200 }, (_, n) => {
    const gameType: GameType = n % 2 === 0 ? '8-ball' : '9-ball';
    const cap = n % 5 === 0 ? randomInt(random, 12, 30) : 23;
    return team(`t${n}`, gameType, randomRoster(random, gameType, randomInt(random, 5, 8), 'p'), cap);
  });
}

describe('legality against a brute-force enumerator (200 seeded rosters of 5–8)', () => {
  const teams = randomTeams();

  it('returns every legal lineup and no illegal one', () => {
    for (const t of teams) {
      const levels = t.players.map((p) => p.skillLevel);
      const found = legalLineups(t, levels);
      expect(found).toEqual(bruteForceLineups(t).sort((a, b) => maskOf(a) - maskOf(b)));
      for (const lineup of found)
        expect(
          isLegalLineup(
            t,
            lineup.map((i) => t.players[i]!),
          ),
        ).toBe(true);
    }
  });

  it('a put-up is legal exactly when some legal lineup contains it', () => {
    for (const t of teams) {
      const sets = completableSets(
        t,
        t.players.map((p) => p.skillLevel),
      );
      const lineups = bruteForceLineups(t).map(maskOf);
      for (let mask = 0; mask < 1 << t.players.length; mask++) {
        const expected = bitCount(mask) <= LINEUP_SIZE && lineups.some((lineup) => (lineup & mask) === mask);
        expect(sets[mask] === 1).toBe(expected);
      }
    }
  });

  it('the rosters exercise both rules (some lineups fail the cap, some only the senior rule)', () => {
    let overCap = 0;
    let seniorsOnly = 0;
    let legal = 0;
    for (const t of teams)
      for (const s of subsets(t.players.length, 5)) {
        const levels = s.map((i) => t.players[i]!.skillLevel);
        const sum = levels.reduce((a, b) => a + b, 0);
        if (bruteForceLegal(t.gameType, t.maxHandicapSum, levels)) legal++;
        else if (sum > t.maxHandicapSum) overCap++;
        else seniorsOnly++;
      }
    expect(legal).toBeGreaterThan(100);
    expect(overCap).toBeGreaterThan(100);
    expect(seniorsOnly).toBeGreaterThan(10);
  });
});

function maskOf(indices: number[]): number {
  return indices.reduce((mask, i) => mask | (1 << i), 0);
}

describe("the team's own senior rule", () => {
  it('absent is the standard rule; null is none; set, its level and count apply', () => {
    expect(seniorRuleOf(EIGHT)).toEqual({ skillLevel: 6, maxSeniors: 2 });
    expect(seniorRuleOf(NINE)).toEqual({ skillLevel: 7, maxSeniors: 2 });
    const threeSeniors = [player('a', 6), player('b', 6), player('c', 6), player('d', 2), player('e', 2)];
    expect(isLegalLineup(EIGHT, threeSeniors)).toBe(false);
    expect(isLegalLineup({ ...EIGHT, seniorRule: null }, threeSeniors)).toBe(true);
    expect(isLegalLineup({ ...EIGHT, seniorRule: { skillLevel: 6, maxSeniors: 3 } }, threeSeniors)).toBe(
      true,
    );
    expect(isLegalLineup({ ...EIGHT, seniorRule: { skillLevel: 7, maxSeniors: 2 } }, threeSeniors)).toBe(
      true,
    );
    const twoFives = [player('a', 5), player('b', 5), player('c', 3), player('d', 3), player('e', 3)];
    expect(isLegalLineup(EIGHT, twoFives)).toBe(true);
    expect(isLegalLineup({ ...EIGHT, seniorRule: { skillLevel: 5, maxSeniors: 1 } }, twoFives)).toBe(false);
    expect(isSenior({ ...NINE, seniorRule: { skillLevel: 5, maxSeniors: 2 } }, 5)).toBe(true);
    expect(isSenior({ ...NINE, seniorRule: null }, 9)).toBe(false);
  });

  it('put-ups and lineups follow a random senior rule exactly (brute force, 200 seeded rosters)', () => {
    const random = seededRandom(77);
    for (let n = 0; n < 200; n++) {
      const gameType: GameType = n % 2 === 0 ? '8-ball' : '9-ball';
      const rule =
        n % 7 === 0 ? null : { skillLevel: randomInt(random, 3, 8), maxSeniors: randomInt(random, 0, 4) };
      const t = {
        ...team(`s${n}`, gameType, randomRoster(random, gameType, randomInt(random, 5, 8), 'p'), 25),
        seniorRule: rule,
      };
      const levels = t.players.map((p) => p.skillLevel);
      const legal = (five: number[]): boolean =>
        five.reduce((a, b) => a + b, 0) <= t.maxHandicapSum &&
        (rule === null || five.filter((l) => l >= rule.skillLevel).length <= rule.maxSeniors);
      const expected = subsets(levels.length, 5).filter((s) => legal(s.map((i) => levels[i]!)));
      expect(legalLineups(t, levels)).toEqual(expected.sort((a, b) => maskOf(a) - maskOf(b)));
      for (let i = 0; i < levels.length; i++)
        expect(unplayableReason(t, levels, i) === null).toBe(expected.some((s) => s.includes(i)));
    }
  });
});

describe('a player who can never play', () => {
  it('an SL 9 under a cap of 23 with four others who cannot make room: over the cap', () => {
    const rules: LineupRules = { gameType: '9-ball', maxHandicapSum: 23 };
    const levels = [9, 4, 4, 4, 4, 5, 6];
    expect(unplayableReason(rules, levels, 0)).toEqual({ cheapestSum: 25, overCap: true, seniors: null });
    for (let i = 1; i < levels.length; i++) expect(unplayableReason(rules, levels, i)).toBeNull();
    expect(completableSets(rules, levels)[1]).toBe(0);
  });

  it('a senior when the team allows none: the senior rule; over the cap too: both', () => {
    const levels = [7, 3, 3, 3, 3, 2];
    const noSeniors: LineupRules = { ...EIGHT, seniorRule: { skillLevel: 6, maxSeniors: 0 } };
    expect(unplayableReason(noSeniors, levels, 0)).toEqual({ cheapestSum: 18, overCap: false, seniors: 1 });
    for (let i = 1; i < levels.length; i++) expect(unplayableReason(noSeniors, levels, i)).toBeNull();
    expect(unplayableReason({ ...noSeniors, maxHandicapSum: 17 }, levels, 0)).toEqual({
      cheapestSum: 18,
      overCap: true,
      seniors: 1,
    });
    expect(unplayableReason(EIGHT, levels, 0)).toBeNull();
  });
});
