/**
 * Words for the Lineup Advisor, built only from the optimiser's numbers: the `reasons` list of the
 * analysis and the default suggestion text (Markdown), used when no AI writer is configured or it fails.
 */
import type { UnplayableReason } from './legality.js';
import type {
  Decision,
  LineupAnalysis,
  LineupTeam,
  Pairing,
  PlayerRef,
  Race,
  RatedPlayer,
  SeniorRule,
} from './lineup.types.js';

/** Form this close to an even match is not worth a sentence. */
const NOTABLE_FORM = 0.05;

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

export function formatPoints(points: number): string {
  return points.toFixed(2);
}

/** Why a decision is too close to call: an assumption that changes the pick, or the margin's size. */
function closeCall(decision: Omit<Decision, 'why'>): string {
  const changed = decision.sensitivity[0];
  if (changed)
    return `Too close to call: if ${changed.model}, the pick would be ${formatPlayer(changed.pick)}.`;
  if ((decision.margin ?? 0) < 0.005) return 'Too close to call: the two are as good to two decimals.';
  return (
    `Too close to call: the margin is within the ±${formatPoints(decision.uncertainty)} ` +
    "the model's assumptions move it."
  );
}

/**
 * Why the recommended player here: their match, where the runner-up plays instead in the best line,
 * what the runner-up here would cost, and whether the call is close. Plain text, from the numbers.
 */
export function decisionWhy(
  decision: Omit<Decision, 'why'>,
  rest: readonly Pairing[],
  unit: LineupAnalysis['raceUnit'],
): string | null {
  const { best, runnerUp, margin } = decision;
  if (!best) return null;
  const chance = `${formatRace(best.race, unit)}, ${formatPercent(best.winProbability)} for ${best.ours.name}`;
  const parts = [
    decision.kind === 'our-put-up'
      ? `Put up ${formatPlayer(best.ours)} now: their best answer is ${formatPlayer(best.theirs)} (${chance}).`
      : `Answer with ${formatPlayer(best.ours)} (${chance}).`,
  ];
  if (runnerUp && margin !== null) {
    const later = rest.find((p) => p.ours.id === runnerUp.ours.id && p.match > decision.match);
    if (later)
      parts.push(
        `That keeps ${runnerUp.ours.name} for ${formatPlayer(later.theirs)} in match ${later.match} ` +
          `(${formatPercent(later.winProbability)}).`,
      );
    parts.push(
      margin < 0.005
        ? `${formatPlayer(runnerUp.ours)} here instead is the runner-up, as good to two decimals ` +
            `(${formatPoints(runnerUp.expectedTeamPoints)} expected team points).`
        : `${formatPlayer(runnerUp.ours)} here instead is the runner-up: ${formatPoints(margin)} fewer expected team ` +
            `points (${formatPoints(runnerUp.expectedTeamPoints)} against ${formatPoints(best.expectedTeamPoints)}).`,
    );
  }
  if (decision.tooCloseToCall) parts.push(closeCall(decision));
  return parts.join(' ');
}

function pairingReasons(rest: readonly Pairing[], unit: LineupAnalysis['raceUnit']): string[] {
  if (rest.length < 2) return [];
  const byOdds = [...rest].sort((a, b) => b.winProbability - a.winProbability);
  const describe = (p: Pairing): string =>
    `match ${p.match}, ${formatPlayer(p.ours)} v ${formatPlayer(p.theirs)}, ${formatRace(p.race, unit)}, ` +
    `${formatPercent(p.winProbability)}`;
  return [
    `Best pairing: ${describe(byOdds[0]!)}.`,
    `Toughest pairing: ${describe(byOdds[byOdds.length - 1]!)}.`,
  ];
}

function capReason(analysis: AnalysisNumbers, cap: number): string {
  const used = analysis.line.reduce((sum, p) => sum + p.ours.skillLevel, 0);
  const { ours, theirs } = analysis.legalLineups;
  return (
    `The five of the line use ${used} of your cap of ${cap}; ` +
    `you have ${ours} legal lineup${ours === 1 ? '' : 's'}, they have ${theirs}.`
  );
}

function recordReasons(analysis: AnalysisNumbers): string[] {
  const playing = new Set(analysis.line.flatMap((p) => [`us:${p.ours.id}`, `them:${p.theirs.id}`]));
  const notable = (side: string, players: RatedPlayer[]): RatedPlayer[] =>
    players.filter((p) => playing.has(`${side}:${p.id}`) && Math.abs(p.formRate - 0.5) >= NOTABLE_FORM);
  return [...notable('us', analysis.players.ours), ...notable('them', analysis.players.theirs)].map(
    (p) =>
      `${p.name}'s ${p.wins}–${p.losses} record counts as ${formatPercent(p.formRate)} against an even match ` +
      `(plays ${p.formRate > 0.5 ? 'above' : 'below'} SL ${p.skillLevel}).`,
  );
}

function nightSoFar(analysis: AnalysisNumbers): string[] {
  const { night } = analysis;
  if (night.played.length === 0) return [];
  return [
    `After ${night.played.length} match${night.played.length === 1 ? '' : 'es'}: ` +
      `${formatPoints(night.teamPoints.ours)}–${formatPoints(night.teamPoints.theirs)} in team points, ` +
      `${night.matchesWon.ours}–${night.matchesWon.theirs} in matches; your cap has ${night.capLeft.ours} left ` +
      `for ${night.slotsLeft} player${night.slotsLeft === 1 ? '' : 's'}.`,
  ];
}

/** The plain-language reasons of an analysis, each built from its numbers. */
export function lineupReasons(analysis: AnalysisNumbers, ours: Pick<LineupTeam, 'maxHandicapSum'>): string[] {
  const rest = analysis.line.filter((p) => p.result === null);
  const tie =
    analysis.nightTieProbability >= 0.005 ? ` (a tie: ${formatPercent(analysis.nightTieProbability)})` : '';
  return [
    `Expected team points: ${formatPoints(analysis.expectedTeamPoints.ours)} for you, ` +
      `${formatPoints(analysis.expectedTeamPoints.theirs)} for them, with both teams putting up their best ` +
      `(the advisor maximises your team points).`,
    `Chance to win the night on team points: ${formatPercent(analysis.nightWinProbability)}${tie}; ` +
      `expected matches won: ${formatExpected(analysis.expectedMatchesWon)} of 5.`,
    ...nightSoFar(analysis),
    ...(analysis.decision?.why ? [analysis.decision.why] : []),
    ...pairingReasons(rest, analysis.raceUnit),
    capReason(analysis, ours.maxHandicapSum),
    ...recordReasons(analysis),
  ];
}

function lineLines(analysis: LineupAnalysis): string[] {
  return analysis.line.map((p) => {
    const who = `**${markdownPlayer(p.ours)}** v ${markdownPlayer(p.theirs)}, ${formatRace(p.race, analysis.raceUnit)}`;
    if (p.result) {
      const score = p.result.ourScore === null ? '' : ` ${p.result.ourScore}–${p.result.theirScore}`;
      return (
        `${p.match}. ${who}: ${p.result.winner === 'us' ? 'won' : 'lost'}${score} ` +
        `(team points ${formatPoints(p.teamPoints.ours)}–${formatPoints(p.teamPoints.theirs)})`
      );
    }
    return (
      `${p.match}. ${p.putsUpFirst === 'us' ? 'You put up first' : 'They put up first'}: ${who}, ` +
      `${formatPercent(p.winProbability)} to win`
    );
  });
}

function decisionLines(analysis: LineupAnalysis): string[] {
  const decision = analysis.decision;
  if (!decision) return [];
  if (decision.kind === 'their-put-up')
    return [
      '',
      `**They put up first in match ${decision.match}.** Your best answer to each of their players:`,
      ...decision.options.map(
        (o) =>
          `- ${markdownPlayer(o.theirs)} → **${markdownPlayer(o.ours)}**, ${formatRace(o.race, analysis.raceUnit)}, ` +
          `${formatPercent(o.winProbability)} (night: ${formatPoints(o.expectedTeamPoints)} expected team points)`,
      ),
    ];
  return ['', `**Match ${decision.match}:** ${markdownText(decision.why ?? '')}`];
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

/** The default suggestion (Markdown, every name literal): the decision at hand, the line, the night's odds. */
export function lineupSummaryText(
  result: LineupAnalysis,
  teams: { ours: Pick<LineupTeam, 'name'>; theirs: Pick<LineupTeam, 'name'> },
): string {
  const played = result.night.played.length;
  return [
    `### ${markdownText(teams.ours.name)} v ${markdownText(teams.theirs.name)}: ` +
      (played === 0 ? 'recommended lineup' : `match night, after match ${played}`),
    ...decisionLines(result),
    '',
    ...lineLines(result),
    '',
    `**The night:** ${formatPoints(result.expectedTeamPoints.ours)} expected team points for you, ` +
      `${formatPoints(result.expectedTeamPoints.theirs)} for them; ${formatPercent(result.nightWinProbability)} ` +
      `to win the night; ${formatExpected(result.expectedMatchesWon)} of 5 matches expected.`,
    ...unplayableLines(result),
  ].join('\n');
}
