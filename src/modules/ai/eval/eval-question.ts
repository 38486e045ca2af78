/**
 * The shape of the coach's evaluation questions (player-questions.ts, support-questions.ts): a
 * question as a player types it, the earlier turn of a follow-up, and what a right answer uses.
 */
import type { ChatTurn } from '../domain/coach.types.js';

/**
 * What a right answer to a coach-tab question draws on: any of these cards (ids as in the card
 * list, e.g. `red-4S`), any of these of the coach's own notes (sources of kind `knowledge`), or
 * nothing the coach knows (the answer says the question is not covered).
 */
export type PlayerExpectation = { cards: string[] } | { knowledge: string[] } | { notCovered: true };

export interface PlayerQuestion {
  /** Unique among the player questions, e.g. `draw-typo`. */
  id: string;
  question: string;
  /** The earlier turn of a follow-up (the expectation is for the refined question). */
  history?: ChatTurn[];
  expect: PlayerExpectation;
}

export interface SupportQuestion {
  /** Unique among the support questions. */
  id: string;
  question: string;
  history?: ChatTurn[];
  /** The FAQ entries (ids of supportFaq) a right answer leads with. */
  expect: { faq: string[] };
}

/** The earlier turn of a follow-up: the player's question and the coach's answer to it. */
export function earlierTurn(question: string, answer: string): ChatTurn[] {
  return [
    { role: 'user', content: question },
    { role: 'assistant', content: answer },
  ];
}
