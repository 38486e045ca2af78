/**
 * Words for the Lineup Advisor, built only from the optimiser's numbers: the `reasons` list of the
 * analysis and the default suggestion text (Markdown), used when no AI writer is configured or it fails.
 */
import type { UnplayableReason } from './legality.js';
import type { LineupAnalysis, LineupTeam, PlayerRef, Race, RatedPlayer, SeniorRule } from './lineup.types.js';

/** Rating shifts smaller than this are not worth a sentence. */
const NOTABLE_SHIFT = 10;

export function formatPercent(probability: number): string {
  return `${Math.round(probability * 100)}%`;
}

export function formatExpected(matches: number): string {
  return matches.toFixed(2);
}

export function formatRace(race: Race, unit: LineupAnalysis['raceUnit']): string {
  return unit === 'games' ? `race ${race.ours}–${race.theirs}` : `${race.ours}–${race.theirs} points`;
}

export function formatPlayer(player: PlayerRef): string {
  return `${player.name} (SL ${player.skillLevel})`;
}

/**
 * A name as literal Markdown text: every ASCII punctuation character is backslash-escaped (so
 * `[x](https://…)`, `<b>`, `*`, `#`, `&amp;` read as typed) and line breaks become spaces.
 */
export function markdownText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

/**
 * Text written by someone else (the AI writer) with every occurrence of the given names made literal
 * Markdown: a name typed as `[x](https://…)` is shown as typed, never as a link. Longer names first,
 * so a name inside another is not escaped twice.
 */
export function literalNames(text: string, names: readonly string[]): string {
  const risky = [...new Set(names.map((name) => name.trim()))]
    .filter((name) => name !== '' && markdownText(name) !== name)
    .sort((a, b) => b.length - a.length);
  if (risky.length === 0) return text;
  const pattern = new RegExp(risky.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return text.replace(pattern, (name) => markdownText(name));
}

/** A player in the suggestion's Markdown: the name as literal text. */
function markdownPlayer(player: PlayerRef): string {
  return `${markdownText(player.name)} (SL ${player.skillLevel})`;
}

/** Why a player can be in no legal lineup, in words (plain text, without the player's name). */
export function unplayableText(why: UnplayableReason, cap: number, senior: SeniorRule | null): string {
  const sum = `with the four lowest teammates the five sum to ${why.cheapestSum}`;
  const seniors =
    why.seniors !== null && senior
      ? `${why.seniors} of the five ${why.seniors === 1 ? 'is a senior' : 'are seniors'} ` +
        `(SL ${senior.skillLevel}+) and at most ${senior.maxSeniors} may play`
      : null;
  if (why.overCap && seniors) return `Can never play: ${sum}, over the cap of ${cap}, and ${seniors}.`;
  if (why.overCap) return `Can never play: even ${sum}, over the cap of ${cap}.`;
  return `Can never play: even with the four lowest teammates, ${seniors ?? 'the five break the senior rule'}.`;
}

type AnalysisNumbers = Omit<LineupAnalysis, 'reasons'>;

function openingReasons(analysis: AnalysisNumbers): string[] {
  const { best, options, replies, repliesMatch } = analysis.opening;
  const reasons: string[] = [];
  if (best) {
    reasons.push(
      `Put up ${formatPlayer(best.ourPutUp)} first: against their best reply, ${formatPlayer(best.theirReply)} ` +
        `(${formatRace(best.race, analysis.raceUnit)}, ${formatPercent(best.winProbability)} for you), ` +
        `the night is worth ${formatExpected(best.expectedMatchesWon)} expected wins.`,
    );
    const next = options.find((option) => option !== best);
    if (next)
      reasons.push(
        `The next best first put-up, ${formatPlayer(next.ourPutUp)}, is worth ${formatExpected(next.expectedMatchesWon)}.`,
      );
  }
  const first = replies[0];
  const last = replies[replies.length - 1];
  if (first && last && replies.length > 1)
    reasons.push(
      `If they put up ${formatPlayer(first.theirPutUp)} in match ${repliesMatch}, your best reply makes the night ` +
        `worth ${formatExpected(first.expectedMatchesWon)} expected wins; their strongest put-up, ` +
        `${formatPlayer(last.theirPutUp)}, holds it to ${formatExpected(last.expectedMatchesWon)}.`,
    );
  return reasons;
}

function pairingReasons(analysis: AnalysisNumbers): string[] {
  const byOdds = [...analysis.recommended].sort((a, b) => b.winProbability - a.winProbability);
  const describe = (p: (typeof byOdds)[number]): string =>
    `match ${p.match}, ${formatPlayer(p.ours)} v ${formatPlayer(p.theirs)}, ` +
    `${formatRace(p.race, analysis.raceUnit)}, ${formatPercent(p.winProbability)}`;
  return [
    `Best pairing: ${describe(byOdds[0]!)}.`,
    `Toughest pairing: ${describe(byOdds[byOdds.length - 1]!)}.`,
  ];
}

function capReason(analysis: AnalysisNumbers, cap: number): string {
  const used = analysis.recommended.reduce((sum, p) => sum + p.ours.skillLevel, 0);
  const { ours, theirs } = analysis.legalLineups;
  return (
    `The recommended five use ${used} of your cap of ${cap}; ` +
    `you have ${ours} legal lineup${ours === 1 ? '' : 's'}, they have ${theirs}.`
  );
}

function recordReasons(analysis: AnalysisNumbers): string[] {
  const playing = new Set(analysis.recommended.flatMap((p) => [`us:${p.ours.id}`, `them:${p.theirs.id}`]));
  const notable = (side: string, players: RatedPlayer[]): RatedPlayer[] =>
    players.filter((p) => playing.has(`${side}:${p.id}`) && Math.abs(p.ratingShift) >= NOTABLE_SHIFT);
  return [...notable('us', analysis.players.ours), ...notable('them', analysis.players.theirs)].map(
    (p) =>
      `${p.name}'s ${p.wins}–${p.losses} record moves the rating from ${Math.round(p.rating - p.ratingShift)} ` +
      `(SL ${p.skillLevel}) to ${Math.round(p.rating)}.`,
  );
}

/** The plain-language reasons of an analysis, each built from its numbers. */
export function lineupReasons(analysis: AnalysisNumbers, ours: Pick<LineupTeam, 'maxHandicapSum'>): string[] {
  return [
    `Expected matches won: ${formatExpected(analysis.expectedMatchesWon)} of 5, with both teams putting up ` +
      `their best (the advisor maximises this).`,
    `Chance to win at least 3 of the 5 recommended matches: ${formatPercent(analysis.nightWinProbability)}.`,
    ...openingReasons(analysis),
    ...pairingReasons(analysis),
    capReason(analysis, ours.maxHandicapSum),
    ...recordReasons(analysis),
  ];
}

function recommendedLines(analysis: LineupAnalysis): string[] {
  return analysis.recommended.map(
    (p) =>
      `${p.match}. ${p.putsUpFirst === 'us' ? 'You put up first' : 'They put up first'}: ` +
      `**${markdownPlayer(p.ours)}** v ${markdownPlayer(p.theirs)}, ${formatRace(p.race, analysis.raceUnit)}, ` +
      `${formatPercent(p.winProbability)} to win`,
  );
}

function replyLines(analysis: LineupAnalysis): string[] {
  const { best, replies, repliesMatch } = analysis.opening;
  const lines: string[] = [];
  if (best)
    lines.push(
      '',
      `**Your first put-up:** ${markdownPlayer(best.ourPutUp)} (their best reply: ${markdownPlayer(best.theirReply)}, ` +
        `${formatRace(best.race, analysis.raceUnit)}, ${formatPercent(best.winProbability)}).`,
    );
  lines.push('', `**If they put up first in match ${repliesMatch}**, reply:`);
  for (const r of replies)
    lines.push(
      `- ${markdownPlayer(r.theirPutUp)} → **${markdownPlayer(r.ourReply)}**, ${formatRace(r.race, analysis.raceUnit)}, ` +
        `${formatPercent(r.winProbability)} (night: ${formatExpected(r.expectedMatchesWon)} expected wins)`,
    );
  return lines;
}

function unplayableLines(analysis: LineupAnalysis): string[] {
  if (analysis.unplayable.length === 0) return [];
  return [
    '',
    '**Left out:**',
    ...analysis.unplayable.map(
      (p) =>
        `- ${markdownPlayer({ id: p.playerId, name: p.name, skillLevel: p.skillLevel })}` +
        `${p.side === 'us' ? '' : ' (their team)'}: ${markdownText(p.reason)}`,
    ),
  ];
}

/** The default suggestion (Markdown, every name literal): the recommended five, the night's odds, the reply to each put-up. */
export function lineupSummaryText(
  result: LineupAnalysis,
  teams: { ours: Pick<LineupTeam, 'name'>; theirs: Pick<LineupTeam, 'name'> },
): string {
  return [
    `### ${markdownText(teams.ours.name)} v ${markdownText(teams.theirs.name)}: recommended lineup`,
    '',
    ...recommendedLines(result),
    '',
    `**The night:** ${formatExpected(result.expectedMatchesWon)} of 5 matches expected; ` +
      `${formatPercent(result.nightWinProbability)} to win at least 3.`,
    ...replyLines(result),
    ...unplayableLines(result),
  ].join('\n');
}
