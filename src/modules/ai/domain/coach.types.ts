/**
 * The coach's knowledge and answers: plain data, no framework. The module's services fill these
 * from the cards, content and practice modules; the domain (retrieval, the built-in coach) only
 * reads them.
 */

/**
 * Who asks: the AI Pool Coach tab (cards and practice), Sales & Support (FAQ and public facts), or
 * the Lineup Advisor (a captain's suggestion written from the optimiser's numbers in `facts`).
 */
export type ChatTab = 'coach' | 'support' | 'lineup';

/** A card as the coach knows it (the card text is paid content: only for players with access). */
export interface CoachCard {
  /** `black-2S` */
  id: string;
  deck: 'black' | 'red';
  /** `2S`, `10C`, `KH` */
  identifier: string;
  name: string;
  title: string;
  /** The shot family of its suit, e.g. 'one-rail kick', 'draw'. */
  family: string;
  strength: string;
  aimingPosition: string;
  description: string;
  commonMiss: { miss: string; see: string; fix: string };
  drill: { success: string; club: number; strong: number };
  /** The system numbers of the computed path, when the card uses a system (three-rail kicks). */
  systemNote?: string;
  /** Difficulty within its suit: 1 (the 2, easiest) … 12 (the king), 13 (the ace, hardest). */
  difficulty: number;
}

/** A section of the Info dialog (public to every signed-in player). */
export interface InfoSection {
  id: string;
  title: string;
  text: string;
}

/** A support FAQ entry (public). */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  /** Where the player goes to act on it, e.g. '/delete-account'. */
  url: string;
  /** Extra words players use for it (refund, money back…), to help the search. */
  keywords?: string[];
}

/**
 * One of the coach's notes beyond the cards: a league rule (from the lineup module's tables), a
 * basic of the game, equipment or a practice routine. Cited in the answer by its source.
 */
export interface KnowledgeNote {
  /** `rule-23`, `basics-break` */
  id: string;
  title: string;
  text: string;
  /** Words players use for it, to help the search. */
  keywords: string[];
  /** Where the note's facts come from (shown with the answer). */
  source: string;
  /** A page of the app it relates to, or '' for none. */
  url: string;
}

/** One card of the player's practice record. */
export interface PracticeRecord {
  cardId: string;
  attempts: number;
  successes: number;
  /** ISO date-time of the last attempt. */
  lastPracticed: string;
}

/** What an answer used, shown as chips under it. */
export interface ChatSource {
  /** knowledge: the coach's own notes beyond the cards (league rules, basics, practice routines). */
  kind: 'card' | 'info' | 'faq' | 'knowledge';
  id: string;
  title: string;
  /** Where the chip leads: `/?card=black-2S`, `/?info=aiming-points`, or the FAQ entry's page. */
  url: string;
}

/** A passage the retrieval found for a question, best first. */
export interface Passage {
  source: ChatSource;
  /** The text handed to the coach (and to an LLM as context). */
  text: string;
  score: number;
}

/** A turn of the conversation the client holds (nothing is stored on the server). */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What a provider is asked. */
export interface ChatRequest {
  tab: ChatTab;
  message: string;
  history: ChatTurn[];
  /** The retrieved context, best first (card passages only for players with access). */
  passages: Passage[];
  /** Words of the question the coach's knowledge never uses (a sign it is about something else). */
  unknownTerms?: string[];
  /** The player's practice, summarised for the coach tab; undefined on the support tab. */
  practice?: PracticeSummary;
  /** Numbers the answer must be written from and may not go beyond (the lineup's analysis). */
  facts?: string;
  /** The product name (APP_NAME), the price label, the trial length in days: for the support answers. */
  product: { name: string; priceLabel: string; trialDays: number };
}

/** The player's practice as the coach reads it. */
export interface PracticeSummary {
  totalAttempts: number;
  totalSuccesses: number;
  cardsPractised: number;
  /** Cards with enough attempts (5+) to judge their success rate. */
  cardsJudged: number;
  /**
   * Judged cards below the weak bar (WEAK_BELOW_RATE, 70%), lowest success rate first; empty when
   * every judged card is at the bar or above.
   */
  weakest: { card: ChatSource; attempts: number; successRate: number }[];
  /** Judged cards at the weak bar or above, highest success rate first. */
  strongest: { card: ChatSource; attempts: number; successRate: number }[];
  /** Practised, but with too few attempts (under 5) to judge: most attempts first. */
  notEnoughAttempts: { card: ChatSource; attempts: number; successes: number }[];
  /** Practised before, not in the last 14 days: longest ago first. */
  notLately: { card: ChatSource; lastPracticed: string }[];
  /** Easiest cards not practised yet. */
  notYet: ChatSource[];
}

export interface ChatAnswer {
  /** Markdown (no raw HTML). */
  response: string;
  sources: ChatSource[];
  /**
   * True when nothing the coach knows answers the question well enough: the answer says so, and
   * `sources` holds at most the closest two cards as related.
   */
  notCovered?: boolean;
}
