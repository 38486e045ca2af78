/**
 * What the coach is asked for one question: the passages retrieval finds for it (the message, or
 * for a short follow-up the previous question with it), cards only on the coach tab, with the
 * player's practice there. The running app and the coach's evaluation build it the same way.
 */
import { retrievalQuery } from './built-in-coach.js';
import type { ChatRequest, ChatTab, ChatTurn, PracticeSummary } from './coach.types.js';
import type { CoachIndex } from './knowledge-index.js';

/** How many passages the coach is given. */
export const PASSAGES = 6;

export interface CoachQuestion {
  tab: Exclude<ChatTab, 'lineup'>;
  message: string;
  history: ChatTurn[];
  product: ChatRequest['product'];
  /** The player's practice (the coach tab only). */
  practice?: PracticeSummary;
}

export function coachRequest(index: CoachIndex, question: CoachQuestion): ChatRequest {
  const { tab, message, history, product, practice } = question;
  const query = retrievalQuery(message, history);
  const passages = index.search(query, {
    includeCards: tab === 'coach',
    kinds: tab === 'coach' ? ['card', 'info', 'faq', 'knowledge'] : ['faq', 'info'],
    limit: PASSAGES,
    focus: message,
  });
  return {
    tab,
    message,
    history,
    passages,
    unknownTerms: index.unknownTerms(query),
    product,
    ...(tab === 'coach' && practice && { practice }),
  };
}
