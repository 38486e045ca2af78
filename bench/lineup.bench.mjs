// The Lineup Advisor's optimiser on the largest rosters (12 v 12), against its goal: an answer
// in under 1 s. Pure computation on the built server code: no database, no HTTP.
import { optimiseLineup } from '../dist/src/modules/lineup/domain/index.js';

const GOAL_MS = 1_000;
const RUNS = 5;

/** A deterministic PRNG (mulberry32), so every run measures the same rosters. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function roster(name, gameType, rnd) {
  const [min, max] = gameType === '8-ball' ? [2, 7] : [1, 9];
  return {
    name,
    gameType,
    maxHandicapSum: 23,
    players: Array.from({ length: 12 }, (_, i) => ({
      id: `${name}-${i}`,
      name: `${name} ${i + 1}`,
      skillLevel: min + Math.floor(rnd() * (max - min + 1)),
      wins: Math.floor(rnd() * 15),
      losses: Math.floor(rnd() * 15),
    })),
  };
}

let worst = 0;
for (const gameType of ['8-ball', '9-ball']) {
  const times = [];
  let states = 0;
  for (let run = 0; run < RUNS; run++) {
    const rnd = random(1000 + run);
    const ours = roster('Us', gameType, rnd);
    const theirs = roster('Them', gameType, rnd);
    const started = performance.now();
    const analysis = optimiseLineup(ours, theirs, { firstPutUp: run % 2 ? 'us' : 'opponent' });
    times.push(performance.now() - started);
    states = Math.max(states, analysis.statesVisited);
  }
  times.sort((a, b) => a - b);
  const max = times.at(-1);
  worst = Math.max(worst, max);
  console.log(
    `${gameType} 12 v 12: median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms, worst ${max.toFixed(0)} ms ` +
      `(${RUNS} rosters, up to ${states.toLocaleString('en-US')} states)`,
  );
}
console.log(`goal: under ${GOAL_MS} ms — ${worst < GOAL_MS ? 'met' : 'NOT met'}`);
process.exit(worst < GOAL_MS ? 0 : 1);
