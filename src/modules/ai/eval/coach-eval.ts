/**
 * The coach's evaluation: every question of player-questions.ts and support-questions.ts asked
 * of the built-in coach on the real index, the way the app asks it (coachRequest, then
 * composeAnswer), and scored:
 * - a question the cards or the coach's notes cover is right when an expected card (a source of
 *   kind `card`) or note (kind `knowledge`) is among the answer's first three sources and the
 *   answer does not say the question is not covered;
 * - a question nothing covers is right when the answer says so (`notCovered`);
 * - a support question is right when the answer's first FAQ source is an expected entry.
 * `npm run eval:coach` prints the misses and the rates; coach-eval.spec.ts holds them at EVAL_FLOORS.
 */
import { loadConfig } from '../../../config/app-config.js';
import { DEFAULT_TRIAL_DAYS } from '../../app-config/index.js';
import { ANNUAL_PLAN } from '../../billing/index.js';
import { cardCoachingList, INFO_IMAGES } from '../../cards/index.js';
import { supportFactsOf, toCoachCard, toInfoSection } from '../coach-sources.js';
import { composeAnswer } from '../domain/built-in-coach.js';
import { coachRequest } from '../domain/coach-request.js';
import type { ChatAnswer, ChatRequest, KnowledgeNote } from '../domain/coach.types.js';
import { supportFaq } from '../domain/faq.js';
import { BASICS_NOTES, mergeNotes } from '../domain/knowledge/basics.js';
import { CoachIndex } from '../domain/knowledge-index.js';
import type { PlayerQuestion, SupportQuestion } from './eval-question.js';
import { PLAYER_QUESTIONS } from './player-questions.js';
import { SUPPORT_QUESTIONS } from './support-questions.js';

/** How many of an answer's sources count for a covered question. */
export const TOP_SOURCES = 3;

/**
 * The lowest rates (whole percent) the evaluation must keep: the scores measured when a change to
 * the retrieval was last accepted, rounded down. Raise them as the coach improves; never lower
 * them to let a change through.
 */
export const EVAL_FLOORS = { covered: 97, uncovered: 93, support: 93 } as const;

export type EvalRateName = keyof typeof EVAL_FLOORS;

/** What a question's right answer draws on. */
export type EvalGroup = 'cards' | 'knowledge' | 'notCovered' | 'support';

export interface EvalResult {
  id: string;
  tab: 'coach' | 'support';
  group: EvalGroup;
  question: string;
  /** The expected ids (cards, notes or FAQ entries); empty for a question nothing covers. */
  expected: string[];
  /** The answer's sources as `kind:id`, in its order (the first three count, the first FAQ on support). */
  sources: string[];
  notCovered: boolean;
  right: boolean;
}

export interface EvalRate {
  right: number;
  total: number;
  /** right / total, 0…1 (1 for an empty set). */
  rate: number;
}

export interface EvalReport {
  results: EvalResult[];
  rates: Record<EvalRateName, EvalRate>;
}

/** The product as the app's default configuration describes it. */
const CONFIG = loadConfig({});
const PRODUCT: ChatRequest['product'] = {
  name: CONFIG.appName,
  priceLabel: ANNUAL_PLAN.label,
  trialDays: DEFAULT_TRIAL_DAYS,
};

/**
 * The coach's index as CoachKnowledgeService builds it for the default configuration: the listed
 * cards, the Info dialog's sections, the FAQ, the coach's own notes and `registeredNotes`, those
 * other modules register with the service at start-up (the lineup module's league rules).
 */
export function evalIndex(registeredNotes: readonly KnowledgeNote[]): CoachIndex {
  return new CoachIndex({
    cards: cardCoachingList().map(toCoachCard),
    info: INFO_IMAGES.map(toInfoSection),
    faq: supportFaq(supportFactsOf(CONFIG, DEFAULT_TRIAL_DAYS)),
    notes: mergeNotes(BASICS_NOTES, registeredNotes),
  });
}

function ask(
  index: CoachIndex,
  tab: 'coach' | 'support',
  question: PlayerQuestion | SupportQuestion,
): ChatAnswer {
  return composeAnswer(
    coachRequest(index, {
      tab,
      message: question.question,
      history: question.history ?? [],
      product: PRODUCT,
    }),
  );
}

function scorePlayer(index: CoachIndex, question: PlayerQuestion): EvalResult {
  const answer = ask(index, 'coach', question);
  const notCovered = answer.notCovered === true;
  const { expect } = question;
  let group: EvalGroup;
  let expected: string[];
  let right: boolean;
  if ('notCovered' in expect) {
    group = 'notCovered';
    expected = [];
    right = notCovered;
  } else {
    const kind = 'cards' in expect ? 'card' : 'knowledge';
    group = 'cards' in expect ? 'cards' : 'knowledge';
    expected = 'cards' in expect ? expect.cards : expect.knowledge;
    right =
      !notCovered &&
      answer.sources
        .slice(0, TOP_SOURCES)
        .some((source) => source.kind === kind && expected.includes(source.id));
  }
  return {
    id: question.id,
    tab: 'coach',
    group,
    question: question.question,
    expected,
    sources: answer.sources.map((source) => `${source.kind}:${source.id}`),
    notCovered,
    right,
  };
}

function scoreSupport(index: CoachIndex, question: SupportQuestion): EvalResult {
  const answer = ask(index, 'support', question);
  const firstFaq = answer.sources.find((source) => source.kind === 'faq');
  return {
    id: question.id,
    tab: 'support',
    group: 'support',
    question: question.question,
    expected: question.expect.faq,
    sources: answer.sources.map((source) => `${source.kind}:${source.id}`),
    notCovered: answer.notCovered === true,
    right: firstFaq !== undefined && question.expect.faq.includes(firstFaq.id),
  };
}

function rateOf(results: readonly EvalResult[]): EvalRate {
  const right = results.filter((result) => result.right).length;
  return { right, total: results.length, rate: results.length === 0 ? 1 : right / results.length };
}

/** Asks every question of the sets (or of the given ones) and scores the answers. */
export function evaluateCoach(
  index: CoachIndex,
  questions: { player: readonly PlayerQuestion[]; support: readonly SupportQuestion[] } = {
    player: PLAYER_QUESTIONS,
    support: SUPPORT_QUESTIONS,
  },
): EvalReport {
  const results = [
    ...questions.player.map((question) => scorePlayer(index, question)),
    ...questions.support.map((question) => scoreSupport(index, question)),
  ];
  const of = (...groups: EvalGroup[]): EvalRate =>
    rateOf(results.filter((result) => groups.includes(result.group)));
  return {
    results,
    rates: { covered: of('cards', 'knowledge'), uncovered: of('notCovered'), support: of('support') },
  };
}

/** A rate as a whole percent, rounded down (as EVAL_FLOORS holds them). */
export function wholePercent(rate: EvalRate): number {
  return Math.floor(rate.rate * 100 + 1e-9);
}
