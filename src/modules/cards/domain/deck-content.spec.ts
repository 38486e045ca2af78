/**
 * Checks the black and red deck content. Every failure lists problems as `<card id>: what is wrong —
 * what to change`, so a failing run can be fixed card by card.
 */
import { BLACK_DECK } from './black-deck.js';
import { CARD_SUITS, RANKS, STRENGTHS, type CardContent, type DeckColor } from './card.types.js';
import { RED_DECK } from './red-deck.js';

const LETTER = { spades: 'S', clubs: 'C', diamonds: 'D', hearts: 'H' } as const;
const idOf = (deck: DeckColor, c: Partial<CardContent>): string =>
  `${deck}-${c.rank ?? '?'}${c.suit ? LETTER[c.suit] : '?'}`;

const DECKS: [DeckColor, CardContent[]][] = [
  ['black', BLACK_DECK],
  ['red', RED_DECK],
];

/** Sentences: terminal punctuation followed by a space and a capital/quote/digit, or the end. */
function sentenceCount(text: string): number {
  const t = text.trim();
  const inner = t.match(/[.!?]['"’”)]?\s+(?=[A-Z0-9‘“"'(])/g)?.length ?? 0;
  return inner + (/[.!?]['"’”)]?$/.test(t) ? 1 : 0);
}

function collect(check: (deck: DeckColor, card: CardContent, id: string) => string[]): string[] {
  const problems: string[] = [];
  for (const [deck, cards] of DECKS) {
    for (const card of cards) {
      const id = idOf(deck, card);
      for (const p of check(deck, card, id)) problems.push(`${id}: ${p}`);
    }
  }
  return problems;
}

describe.each(DECKS)('%s deck', (deck, cards) => {
  it('has 52 cards, every rank × suit exactly once', () => {
    const problems: string[] = [];
    if (cards.length !== 52) problems.push(`${deck} deck has ${cards.length} cards: it needs exactly 52`);
    const seen = new Map<string, number>();
    for (const c of cards) seen.set(idOf(deck, c), (seen.get(idOf(deck, c)) ?? 0) + 1);
    for (const suit of CARD_SUITS) {
      for (const rank of RANKS) {
        const id = `${deck}-${rank}${LETTER[suit]}`;
        const n = seen.get(id) ?? 0;
        if (n === 0) problems.push(`${id}: missing — add a card with rank '${rank}' and suit '${suit}'`);
        if (n > 1)
          problems.push(`${id}: appears ${n} times — keep one and change the rank/suit of the others`);
      }
    }
    for (const c of cards) {
      if (!RANKS.includes(c.rank) || !CARD_SUITS.includes(c.suit)) {
        problems.push(`${idOf(deck, c)}: invalid rank '${c.rank}' or suit '${c.suit}'`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists each suit from its easiest card, the 2, to its hardest, the ace (rank = difficulty, ace high)', () => {
    const aceHigh = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
    for (const suit of CARD_SUITS) {
      expect([suit, cards.filter((c) => c.suit === suit).map((c) => c.rank)]).toEqual([suit, aceHigh]);
    }
  });

  it('has distinct names within the deck', () => {
    const byName = new Map<string, string[]>();
    for (const c of cards) {
      const key = (c.name ?? '').trim().toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), idOf(deck, c)]);
    }
    const problems = [...byName.entries()]
      .filter(([, ids]) => ids.length > 1)
      .map(([name, ids]) => `${ids.join(', ')}: share the name '${name}' — give each a distinct name`);
    expect(problems).toEqual([]);
  });
});

describe('all cards', () => {
  it('have every field filled in', () => {
    const fields = ['name', 'title', 'strength', 'aimingPosition', 'description'] as const;
    const problems = collect((_deck, c) => {
      const out: string[] = [];
      for (const f of fields) {
        const v = c[f] as unknown;
        if (typeof v !== 'string' || v.trim() === '') out.push(`${f} is empty — write it`);
      }
      if (!c.geometry) out.push('geometry is missing — add one');
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('have a common miss (miss → see → fix) and a drill with club < strong ≤ 10', () => {
    const problems = collect((_deck, c) => {
      const out: string[] = [];
      for (const f of ['miss', 'see', 'fix'] as const) {
        const v = c.commonMiss?.[f] as unknown;
        if (typeof v !== 'string' || v.trim() === '') out.push(`commonMiss.${f} is empty — write it`);
      }
      const d = c.drill as Partial<CardContent['drill']> | undefined;
      if (typeof d?.success !== 'string' || d.success.trim() === '') {
        out.push('drill.success is empty — say what one success is');
      }
      const { club, strong } = d ?? {};
      if (
        !Number.isInteger(club) ||
        !Number.isInteger(strong) ||
        !(0 <= club! && club! < strong! && strong! <= 10)
      ) {
        out.push(
          `drill benchmarks club ${String(club)}, strong ${String(strong)} — need whole numbers with 0 ≤ club < strong ≤ 10 (successes in 10 tries)`,
        );
      }
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('use a strength from STRENGTHS', () => {
    const problems = collect((_d, c) =>
      (STRENGTHS as readonly string[]).includes(c.strength)
        ? []
        : [`strength '${c.strength}' is not one of ${STRENGTHS.map((s) => `'${s}'`).join(', ')}`],
    );
    expect(problems).toEqual([]);
  });

  it('have descriptions of 2–4 sentences, distinct across both decks', () => {
    const owners = new Map<string, string[]>();
    const problems = collect((deck, c, id) => {
      const d = (c.description ?? '').trim();
      owners.set(d.toLowerCase(), [...(owners.get(d.toLowerCase()) ?? []), id]);
      const n = sentenceCount(d);
      return n >= 2 && n <= 4 ? [] : [`description has ${n} sentence(s) — write 2 to 4 sentences`];
    });
    for (const [, ids] of owners) {
      if (ids.length > 1)
        problems.push(`${ids.join(', ')}: identical descriptions — make each card's description its own`);
    }
    expect(problems).toEqual([]);
  });

  it('have kick geometry in black and position geometry in red', () => {
    const problems = collect((deck, c) => {
      const want = deck === 'black' ? 'kick' : 'position';
      return c.geometry && c.geometry.kind !== want
        ? [`geometry kind is '${c.geometry.kind}' but the ${deck} deck holds '${want}' cards`]
        : [];
    });
    expect(problems).toEqual([]);
  });

  it('follow the suit families', () => {
    const problems = collect((deck, c) => {
      const g = c.geometry;
      if (!g) return [];
      const out: string[] = [];
      if (deck === 'black' && g.kind === 'kick') {
        if (c.suit === 'spades' && !(g.rails.length === 1 && g.method === 'mirror')) {
          out.push(
            `spades are one-rail kicks: use method 'mirror' with exactly 1 rail (now ${g.method}, ${g.rails.length} rails)`,
          );
        }
        if (c.suit === 'clubs' && !(g.rails.length === 2 && g.method === 'mirror')) {
          out.push(
            `clubs are two-rail kicks: use method 'mirror' with exactly 2 rails (now ${g.method}, ${g.rails.length} rails)`,
          );
        }
        if (c.suit === 'diamonds' && !(g.rails.length === 3 && g.method === 'diamond-system')) {
          out.push(
            `diamonds are three-rail diamond-system kicks: use method 'diamond-system' with 3 rails long → short → long (now ${g.method}, ${g.rails.length} rails)`,
          );
        }
        if (c.suit === 'hearts' && g.pocket !== undefined) {
          out.push(`hearts are kick safeties: remove 'pocket' ('${g.pocket}')`);
        }
        if (c.suit === 'hearts' && !(g.finish?.objectBall && g.finish.objectBallZone)) {
          out.push(
            'hearts are kick safeties: give `finish` with where both balls stop (cueBall, objectBall) and their zones (zone, objectBallZone)',
          );
        }
      }
      if (deck === 'red' && g.kind === 'position') {
        // Stun run-through / stun-back (a touch of follow or draw) belong to the stun family too.
        const stunVariant = (g.shot === 'follow' || g.shot === 'draw') && Math.abs(g.tip.y) <= 0.25;
        if (c.suit === 'spades' && g.shot !== 'stun' && g.shot !== 'stop' && !stunVariant) {
          out.push(
            `spades are stun & tangent-line shots: use shot 'stun' or 'stop' (or a stun run-through/stun-back: 'follow'/'draw' with |tip.y| ≤ 0.25), not '${g.shot}' with tip.y ${g.tip.y}`,
          );
        }
        if (c.suit === 'clubs' && g.shot !== 'follow')
          out.push(`clubs are follow shots: use shot 'follow', not '${g.shot}'`);
        if (c.suit === 'diamonds' && g.shot !== 'draw')
          out.push(`diamonds are draw shots: use shot 'draw', not '${g.shot}'`);
        if (c.suit === 'hearts' && g.rails.length === 0 && Math.abs(g.tip.x) < 0.2) {
          out.push(
            'hearts are side-spin & rail-route shots: give it side spin (|tip.x| ≥ 0.2) or at least one rail',
          );
        }
      }
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('print a strength word within their speed range', () => {
    const problems = collect((_d, c) => {
      const want = STRENGTHS.indexOf(c.strength) + 1;
      if (!c.geometry || want === 0) return [];
      const [min, max] = c.geometry.speed;
      const mid = STRENGTHS[Math.round((min + max) / 2) - 1];
      return want >= min - 0.5 && want <= max + 0.5
        ? []
        : [
            `strength '${c.strength}' (speed ${want}) is outside the speed range ${min}–${max}: print '${mid}'`,
          ];
    });
    expect(problems).toEqual([]);
  });
});
