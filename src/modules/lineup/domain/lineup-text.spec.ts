import { fromMarkdown } from 'mdast-util-from-markdown';
import { optimiseLineup } from './lineup-optimiser.js';
import type { LineupAnalysis } from './lineup.types.js';
import {
  formatExpected,
  formatPercent,
  formatRace,
  lineupSummaryText,
  literalNames,
  markdownText,
} from './lineup-text.js';
import { player, team } from './spec-helpers.js';

const ours = team('Cue Tips', '8-ball', [
  player('Ann', 6, 12, 4),
  player('Ben', 5, 6, 6),
  player('Cat', 4, 9, 3),
  player('Dan', 3, 2, 6),
  player('Eve', 3, 5, 5),
  player('Fay', 2, 0, 0),
]);
const theirs = team('Rack Pack', '8-ball', [
  player('Hal', 7, 10, 6),
  player('Jon', 5, 8, 8),
  player('Kim', 4, 3, 7),
  player('Lou', 4, 6, 6),
  player('Max', 3, 4, 4),
  player('Ned', 2, 1, 1),
]);

/** Every probability and expected value of the analysis, formatted as the text formats them. */
function numbersOf(result: LineupAnalysis): { percents: Set<string>; expected: Set<string> } {
  const probabilities = [
    result.nightWinProbability,
    ...result.recommended.map((p) => p.winProbability),
    ...result.opening.replies.map((r) => r.winProbability),
    ...result.opening.options.map((o) => o.winProbability),
  ];
  const values = [
    result.expectedMatchesWon,
    ...result.opening.replies.map((r) => r.expectedMatchesWon),
    ...result.opening.options.map((o) => o.expectedMatchesWon),
  ];
  return {
    percents: new Set(probabilities.map(formatPercent)),
    expected: new Set(values.map(formatExpected)),
  };
}

function expectOnlyTheNumbers(text: string, result: LineupAnalysis): void {
  const { percents, expected } = numbersOf(result);
  for (const percent of text.match(/\d+%/g) ?? []) expect(percents).toContain(percent);
  for (const value of text.match(/\d+\.\d\d/g) ?? []) expect(expected).toContain(value);
}

describe('formatting', () => {
  it('percentages, expected wins and races', () => {
    expect(formatPercent(0.5391)).toBe('54%');
    expect(formatExpected(2.6665)).toBe('2.67');
    expect(formatRace({ ours: 5, theirs: 2 }, 'games')).toBe('race 5–2');
    expect(formatRace({ ours: 38, theirs: 46 }, 'points')).toBe('38–46 points');
  });
});

describe('lineupSummaryText', () => {
  it.each(['opponent', 'us'] as const)(
    '%s first: the five, the night, the replies, only the numbers',
    (first) => {
      const result = optimiseLineup(ours, theirs, { firstPutUp: first });
      const text = lineupSummaryText(result, { ours, theirs });
      expect(text).toContain('Cue Tips v Rack Pack');
      for (const p of result.recommended)
        expect(text).toContain(
          `${p.match}. ${p.putsUpFirst === 'us' ? 'You' : 'They'} put up first: **${p.ours.name} (SL ${p.ours.skillLevel})** ` +
            `v ${p.theirs.name} (SL ${p.theirs.skillLevel}), race ${p.race.ours}–${p.race.theirs}, ` +
            `${formatPercent(p.winProbability)} to win`,
        );
      expect(text).toContain(`${formatPercent(result.nightWinProbability)} to win at least 3`);
      expect(text).toContain(`${formatExpected(result.expectedMatchesWon)} of 5 matches expected`);
      for (const r of result.opening.replies)
        expect(text).toContain(
          `- ${r.theirPutUp.name} (SL ${r.theirPutUp.skillLevel}) → **${r.ourReply.name}`,
        );
      expect(text.includes('**Your first put-up:**')).toBe(first === 'us');
      expectOnlyTheNumbers(text, result);
    },
  );

  it('9-ball races read in points', () => {
    const nine = (t: typeof ours) => ({ ...t, gameType: '9-ball' as const });
    const result = optimiseLineup(nine(ours), nine(theirs));
    expect(result.raceUnit).toBe('points');
    expect(lineupSummaryText(result, { ours, theirs })).toMatch(/\d+–\d+ points/);
  });
});

describe('reasons', () => {
  it('state the objective, the night, the replies, the pairings, the cap and the records, from the numbers', () => {
    const result = optimiseLineup(ours, theirs);
    const text = result.reasons.join('\n');
    expect(result.reasons[0]).toBe(
      `Expected matches won: ${formatExpected(result.expectedMatchesWon)} of 5, with both teams putting up their best (the advisor maximises this).`,
    );
    expect(text).toContain('Best pairing: match ');
    expect(text).toContain('Toughest pairing: match ');
    expect(text).toMatch(
      /The recommended five use \d+ of your cap of 23; you have \d+ legal lineups, they have \d+\./,
    );
    expect(text).toContain("Ann's 12–4 record moves the rating from 550 (SL 6) to 587.");
    expectOnlyTheNumbers(text, result);
  });
});

describe('names in the suggestion are plain text', () => {
  const tricky = '[x](https://evil.example) <b>*Sam*</b> & #1_`';
  const named = (t: typeof ours, name: string) => ({
    ...t,
    name,
    players: t.players.map((p, i) => (i === 0 ? { ...p, name: `${name} ${p.name}` } : p)),
  });

  /** Every node type and the text the Markdown renders to. */
  function rendered(markdown: string): { types: Set<string>; text: string } {
    const types = new Set<string>();
    const texts: string[] = [];
    const walk = (node: { type: string; value?: string; children?: unknown[] }): void => {
      types.add(node.type);
      if (node.type === 'text' && node.value !== undefined) texts.push(node.value);
      for (const child of node.children ?? []) walk(child as typeof node);
    };
    walk(fromMarkdown(markdown));
    return { types, text: texts.join('') };
  }

  it.each(['opponent', 'us'] as const)('%s first: a name with Markdown and HTML reads as typed', (first) => {
    const home = named(ours, tricky);
    const away = named(theirs, `${tricky} away`);
    const result = optimiseLineup(home, away, { firstPutUp: first });
    const { types, text } = rendered(lineupSummaryText(result, { ours: home, theirs: away }));
    expect(types.has('link')).toBe(false);
    expect(types.has('html')).toBe(false);
    expect(types.has('emphasis')).toBe(false);
    expect(text).toContain(`${tricky} v ${tricky} away: recommended lineup`);
    const named1 = [...result.recommended.flatMap((p) => [p.ours, p.theirs])].filter((p) =>
      p.name.startsWith(tricky),
    );
    for (const p of named1) expect(text).toContain(`${p.name} (SL ${p.skillLevel})`);
  });

  it('literalNames makes the given names literal in text written elsewhere, and nothing else', () => {
    const text = `Lead with ${tricky}, then **Ann** and Dr. Who (v [x](https://evil.example) again).`;
    const out = literalNames(text, [tricky, 'Ann', '[x](https://evil.example)', '', ' ']);
    const { types, text: shown } = rendered(out);
    expect(types.has('link')).toBe(false);
    expect(types.has('html')).toBe(false);
    expect(types.has('strong')).toBe(true);
    expect(shown).toBe(`Lead with ${tricky}, then Ann and Dr. Who (v [x](https://evil.example) again).`);
    expect(literalNames('plain **text**', ['Ann'])).toBe('plain **text**');
  });

  it('markdownText escapes every punctuation character and joins lines', () => {
    expect(markdownText('A_b*c\n[d]')).toBe('A\\_b\\*c \\[d\\]');
    expect(rendered(markdownText('<i>x</i> &amp; **y**')).text).toBe('<i>x</i> &amp; **y**');
  });
});

describe('players who can never play', () => {
  const nine = team('Nine', '9-ball', [
    player('Zed', 9),
    player('Amy', 4),
    player('Bo', 4),
    player('Cy', 4),
    player('Di', 4),
    player('Ed', 5),
    player('Flo', 6),
  ]);
  const other = team('Other', '9-ball', [
    player('P1', 3),
    player('P2', 4),
    player('P3', 5),
    player('P4', 3),
    player('P5', 4),
  ]);

  it('are named with the reason, and left out of every lineup', () => {
    const result = optimiseLineup(nine, other);
    expect(result.unplayable).toEqual([
      {
        side: 'us',
        playerId: 'Zed',
        name: 'Zed',
        skillLevel: 9,
        reason: 'Can never play: even with the four lowest teammates the five sum to 25, over the cap of 23.',
      },
    ]);
    expect(result.recommended.some((p) => p.ours.id === 'Zed')).toBe(false);
    expect(lineupSummaryText(result, { ours: nine, theirs: other })).toContain(
      '**Left out:**\n- Zed (SL 9): Can never play\\: even with the four lowest teammates',
    );
  });

  it("the team's senior rule: a senior when it allows none; none when every player fits", () => {
    const strict = {
      ...other,
      seniorRule: { skillLevel: 5, maxSeniors: 0 },
      players: [...other.players, player('P6', 2)],
    };
    const result = optimiseLineup(nine, strict);
    expect(result.unplayable.map((p) => [p.side, p.playerId, p.reason])).toEqual([
      [
        'us',
        'Zed',
        'Can never play: even with the four lowest teammates the five sum to 25, over the cap of 23.',
      ],
      [
        'opponent',
        'P3',
        'Can never play: even with the four lowest teammates, 1 of the five is a senior (SL 5+) and at most 0 may play.',
      ],
    ]);
    expect(optimiseLineup(other, other).unplayable).toEqual([]);
  });
});
