import {
  EVAL_FLOORS,
  evalIndex,
  evaluateCoach,
  TOP_SOURCES,
  wholePercent,
  type EvalRate,
  type EvalResult,
} from '../modules/ai/eval/coach-eval.js';
import { leagueRuleNotes } from '../modules/lineup/league-rule-notes.js';

/**
 * `npm run eval:coach`: asks the built-in AI Pool Coach every question of its evaluation sets on
 * the real index (with the league rules the lineup module registers) and prints the misses and the
 * three rates against their floors. Exits 1 when a rate is below its floor.
 */

const clip = (text: string, width: number): string =>
  text.length <= width ? text.padEnd(width) : `${text.slice(0, width - 1)}…`;

function got(result: EvalResult): string {
  if (result.group === 'support')
    return result.sources.find((source) => source.startsWith('faq:')) ?? '(no FAQ source)';
  const top = result.sources.slice(0, TOP_SOURCES).join(', ') || '(no source)';
  return result.notCovered ? `not covered; ${top}` : top;
}

function expected(result: EvalResult): string {
  return result.group === 'notCovered' ? 'not covered' : result.expected.join(', ');
}

function line(name: string, rate: EvalRate, floor: number): string {
  const percent = wholePercent(rate);
  const verdict = percent >= floor ? 'ok' : 'BELOW FLOOR';
  return `${clip(name, 10)} ${String(percent).padStart(3)}%  ${rate.right}/${rate.total}  floor ${floor}%  ${verdict}`;
}

function main(): void {
  const report = evaluateCoach(evalIndex(leagueRuleNotes()));
  const misses = report.results.filter((result) => !result.right);
  console.log(`Misses (${misses.length} of ${report.results.length}):`);
  console.log(`${clip('group', 10)} ${clip('question', 56)} ${clip('expected', 34)} got`);
  for (const miss of misses)
    console.log(
      `${clip(miss.group, 10)} ${clip(miss.question, 56)} ${clip(expected(miss), 34)} ${got(miss)}`,
    );
  const { covered, uncovered, support } = report.rates;
  const count = (group: EvalResult['group']): string => {
    const of = report.results.filter((result) => result.group === group);
    return `${of.filter((result) => result.right).length}/${of.length}`;
  };
  console.log('');
  console.log(line('covered', covered, EVAL_FLOORS.covered));
  console.log(`           (cards ${count('cards')}, notes ${count('knowledge')})`);
  console.log(line('uncovered', uncovered, EVAL_FLOORS.uncovered));
  console.log(line('support', support, EVAL_FLOORS.support));
  const below = (Object.keys(EVAL_FLOORS) as (keyof typeof EVAL_FLOORS)[]).filter(
    (name) => wholePercent(report.rates[name]) < EVAL_FLOORS[name],
  );
  if (below.length > 0) process.exitCode = 1;
}

main();
