#!/usr/bin/env node
// The card author's tool: for each card id given (e.g. red-4S black-JC, or a deck and suit such as
// red-S), prints what the simulation finds wrong with the card as printed and the stroke it proposes
// (tip, speed range, corrected aim, where the balls stop). Run after `npm run build:server`:
//   node scripts/card-strokes.mjs red-4S red-5S
import { pathToFileURL } from 'node:url';

// The compiled server (`npm run build:server`); KICKSHOTS_DIST points elsewhere (e.g. a private build).
const dist = process.env.KICKSHOTS_DIST
  ? pathToFileURL(`${process.env.KICKSHOTS_DIST.replace(/\/$/, '')}/`)
  : new URL('../dist/', import.meta.url);
const load = (path) => import(new URL(path, dist).href);
const { findListedCard, getGeometry } = await load('src/modules/cards/domain/index.js');
const { BLACK_DECK } = await load('src/modules/cards/domain/black-deck.js');
const { RED_DECK } = await load('src/modules/cards/domain/red-deck.js');
const { validateGeometry } = await load('src/modules/cards/domain/geometry/validation.js');
const { proposeStroke } = await load('src/modules/cards/domain/simulation/stroke-solver.js');

const LETTER = { spades: 'S', clubs: 'C', diamonds: 'D', hearts: 'H' };
const all = [
  ...BLACK_DECK.map((c) => `black-${c.rank}${LETTER[c.suit]}`),
  ...RED_DECK.map((c) => `red-${c.rank}${LETTER[c.suit]}`),
];
const ids = process.argv
  .slice(2)
  .flatMap((arg) =>
    all.includes(arg)
      ? [arg]
      : all.filter((id) => id.startsWith(arg.split('-')[0] + '-') && id.endsWith(arg.split('-')[1] ?? '')),
  );
if (!ids.length) {
  console.error(
    'usage: node scripts/card-strokes.mjs <card id | deck-suit letter> …  (e.g. red-4S, black-H)',
  );
  process.exit(2);
}
const f = (p) => (p ? `(${p.x.toFixed(2)}, ${p.y.toFixed(2)})` : '—');
for (const id of ids) {
  const card = findListedCard(id);
  const g = card && getGeometry(card.id);
  if (!g) continue;
  const problems = validateGeometry(g);
  console.log(
    `\n${id} — ${card.name} (${g.kind}${g.kind === 'kick' ? `, ${g.method}${g.pocket ? ' pot' : ' safety'}` : `, ${g.shot}`})`,
  );
  console.log(
    `  printed: tip (${g.tip.x}, ${g.tip.y}), speed ${g.speed.join('–')}${g.kind === 'kick' && g.correctedAim ? `, corrected aim ${f(g.correctedAim)}` : ''}`,
  );
  console.log(
    problems.length
      ? problems.map((p) => `  ✗ ${p}`).join('\n')
      : '  ✓ the simulation proves the card as printed',
  );
  const s = proposeStroke(g);
  console.log(
    `  proposed: tip (${s.tip.x}, ${s.tip.y}), speed [${s.speed.map((v) => +v.toFixed(2)).join(', ')}]${s.aim ? `, aim ${f(s.aim)}` : ''}; cue ball stops ${f(s.cueStops)}${s.objectStops ? `, object ball ${f(s.objectStops)}` : ''}${s.targetMiss !== undefined ? ` (${s.targetMiss.toFixed(2)} from the target)` : ''}`,
  );
  for (const n of s.notes) console.log(`  ! ${n}`);
}
