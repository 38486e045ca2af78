import { fromMarkdown } from 'mdast-util-from-markdown';
import { optimiseLineup } from './lineup-optimiser.js';
import type { LineupAnalysis } from './lineup.types.js';
import {
  formatExpected,
  formatPercent,
  formatPoints,
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
function numbersOf(result: LineupAnalysis): { percents: Set<string>; decimals: Set<string> } {
  const options = result.decision?.options ?? [];
  const probabilities = [
    result.nightWinProbability,
    result.nightTieProbability,
    ...result.line.map((p) => p.winProbability),
    ...options.map((o) => o.winProbability),
    ...result.players.ours.map((p) => p.formRate),
    ...result.players.theirs.map((p) => p.formRate),
  ];
  const decision = result.decision;
  const values = [
    result.expectedMatchesWon,
    result.expectedTeamPoints.ours,
    result.expectedTeamPoints.theirs,
    result.night.teamPoints.ours,
    result.night.teamPoints.theirs,
    ...result.line.flatMap((p) => [p.teamPoints.ours, p.teamPoints.theirs]),
    ...options.map((o) => o.expectedTeamPoints),
    ...(decision && decision.margin !== null ? [decision.margin, decision.uncertainty] : []),
  ];
  return {
    percents: new Set(probabilities.map(formatPercent)),
    decimals: new Set(values.map(formatPoints)),
  };
}

function expectOnlyTheNumbers(text: string, result: LineupAnalysis): void {
  const { percents, decimals } = numbersOf(result);
  for (const percent of text.match(/\d+%/g) ?? []) expect(percents).toContain(percent);
  for (const value of text.match(/\d+\.\d\d/g) ?? []) expect(decimals).toContain(value);
}

describe('formatting', () => {
  it('percentages, expected values and races', () => {
    expect(formatPercent(0.5391)).toBe('54%');
    expect(formatExpected(2.6665)).toBe('2.67');
    expect(formatPoints(7.0751)).toBe('7.08');
    expect(formatRace({ ours: 5, theirs: 2 }, 'games')).toBe('race 5–2');
    expect(formatRace({ ours: 38, theirs: 46 }, 'points')).toBe('38–46 points');
  });
});

describe('lineupSummaryText', () => {
  it.each(['opponent', 'us'] as const)(
    '%s first: the decision, the five, the night, only the numbers',
    (first) => {
      const result = optimiseLineup(ours, theirs, { firstPutUp: first });
      const text = lineupSummaryText(result, { ours, theirs });
      expect(text).toContain('Cue Tips v Rack Pack: recommended lineup');
      for (const p of result.line)
        expect(text).toContain(
          `${p.match}. ${p.putsUpFirst === 'us' ? 'You' : 'They'} put up first: **${p.ours.name} (SL ${p.ours.skillLevel})** ` +
            `v ${p.theirs.name} (SL ${p.theirs.skillLevel}), race ${p.race.ours}–${p.race.theirs}, ` +
            `${formatPercent(p.winProbability)} to win`,
        );
      expect(text).toContain(`${formatPercent(result.nightWinProbability)} to win the night`);
      expect(text).toContain(`${formatExpected(result.expectedMatchesWon)} of 5 matches expected`);
      expect(text).toContain(`${formatPoints(result.expectedTeamPoints.ours)} expected team points for you`);
      if (first === 'opponent')
        for (const o of result.decision!.options)
          expect(text).toContain(`- ${o.theirs.name} (SL ${o.theirs.skillLevel}) → **${o.ours.name}`);
      else expect(text).toContain(`**Match 1:** Put up ${result.decision!.best!.ours.name}`);
      expectOnlyTheNumbers(text, result);
    },
  );

  it('on match night: the results so far and their team points', () => {
    const result = optimiseLineup(ours, theirs, {
      played: [{ ours: 'Eve', theirs: 'Jon', winner: 'us', ourScore: 2, theirScore: 3 }],
    });
    const text = lineupSummaryText(result, { ours, theirs });
    expect(text).toContain('Cue Tips v Rack Pack: match night, after match 1');
    expect(text).toContain('1. **Eve (SL 3)** v Jon (SL 5), race 2–4: won 2–3 (team points 2.00–1.00)');
    expect(result.reasons).toContain(
      'After 1 match: 2.00–1.00 in team points, 1–0 in matches; your cap has 20 left for 4 players.',
    );
    expectOnlyTheNumbers(text, result);
  });

  it('9-ball races read in points', () => {
    const nine = (t: typeof ours) => ({ ...t, gameType: '9-ball' as const });
    const result = optimiseLineup(nine(ours), nine(theirs));
    expect(result.raceUnit).toBe('points');
    expect(lineupSummaryText(result, { ours, theirs })).toMatch(/\d+–\d+ points/);
  });
});

describe('reasons', () => {
  it('state the objective, the night, the pairings, the cap and the records, from the numbers', () => {
    const result = optimiseLineup(ours, theirs);
    const text = result.reasons.join('\n');
    expect(result.reasons[0]).toBe(
      `Expected team points: ${formatPoints(result.expectedTeamPoints.ours)} for you, ` +
        `${formatPoints(result.expectedTeamPoints.theirs)} for them, with both teams putting up their best ` +
        '(the advisor maximises your team points).',
    );
    expect(result.reasons[1]).toContain('Chance to win the night on team points: ');
    expect(text).toContain('Best pairing: match ');
    expect(text).toContain('Toughest pairing: match ');
    expect(text).toMatch(
      /The five of the line use \d+ of your cap of 23; you have \d+ legal lineups, they have \d+\./,
    );
    expect(text).toContain("Ann's 12–4 record counts as 65% against an even match (plays above SL 6).");
    expectOnlyTheNumbers(text, result);
  });

  it('explain the decision: the runner-up, the margin, and a close call', () => {
    const result = optimiseLineup(ours, theirs, { firstPutUp: 'us' });
    const decision = result.decision!;
    expect(result.reasons).toContain(decision.why);
    expect(decision.why).toContain(
      `${decision.runnerUp!.ours.name} (SL ${decision.runnerUp!.ours.skillLevel}) here instead is the runner-up`,
    );
    if (decision.tooCloseToCall) expect(decision.why).toContain('Too close to call');
    expectOnlyTheNumbers(decision.why!, result);
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
    const named1 = [...result.line.flatMap((p) => [p.ours, p.theirs])].filter((p) =>
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
    expect(result.line.some((p) => p.ours.id === 'Zed')).toBe(false);
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
