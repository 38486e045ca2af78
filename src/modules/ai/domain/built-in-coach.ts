/**
 * The built-in coach: a deterministic answer composed from the retrieved passages and the player's
 * practice summary. Every sentence is either quoted from a passage (a card, an Info section, a FAQ
 * entry), read from the summary, or one of the fixed phrases below: it never invents a fact.
 */
import { readCardPassage, type CardPassageFields } from './card-passage.js';
import type {
  ChatAnswer,
  ChatRequest,
  ChatSource,
  ChatTab,
  ChatTurn,
  Passage,
  PracticeSummary,
} from './coach.types.js';
import { WEAK_BELOW_RATE } from './practice-advice.js';
import { passageCovers, uncoveredTopic } from './question-intent.js';
import { GENERIC_TERMS, normalise, queryTerms } from './search-terms.js';

// ─────────────────────────────────────────── follow-ups ───────────────────────────────────────────

/** At most this many meaningful words make a message short enough to be a follow-up. */
const FOLLOW_UP_MAX_TERMS = 3;
const FOLLOW_UP_START =
  /^(and|or|but|so|also|then|same|instead|what about|how about|what if|with|without|and with|and if)\b/;
const FOLLOW_UP_REFERENCE = /\b(it|that|this|those|them|same|instead)\b/;

/**
 * The text to search for a message: the message itself, or, when it is a short follow-up ('and with
 * draw?', 'what about that one'), the previous question of the player followed by it, so the
 * search keeps the topic.
 */
export function retrievalQuery(message: string, history: readonly ChatTurn[]): string {
  const text = message.trim();
  const words = normalise(text);
  const isFollowUp =
    queryTerms(text).length <= FOLLOW_UP_MAX_TERMS &&
    (FOLLOW_UP_START.test(words) || FOLLOW_UP_REFERENCE.test(words));
  if (!isFollowUp) return text;
  const previous = [...history]
    .reverse()
    .find((turn) => turn.role === 'user' && turn.content.trim() !== '' && turn.content.trim() !== text);
  return previous ? `${previous.content.trim()} ${text}` : text;
}

// ─────────────────────────────────────────── relevance ────────────────────────────────────────────

/**
 * The score a passage needs to count as an answer (MiniSearch's BM25+ score, which grows with the
 * number of question words a passage matches): SCORE_PER_TERM for each meaningful word of the
 * question (generic words such as 'shot' or 'ball' do not count), so a long question must match
 * more than one of its words.
 */
export const SCORE_PER_TERM = 8;
/** Cards scoring at least this share of the best card's score are offered as related. */
export const RELATED_SHARE = 0.5;
/** A second FAQ entry scoring at least this share of the first is answered too. */
export const SECOND_FAQ_SHARE = 0.6;

export function relevanceThreshold(query: string, unknownTerms = 0): number {
  const meaningful = queryTerms(query).filter((term) => !GENERIC_TERMS.has(term)).length;
  // a word the coach's knowledge never uses counts twice: the passages cannot match it
  return SCORE_PER_TERM * Math.max(1, meaningful + unknownTerms);
}

// ─────────────────────────────────────────── intents ──────────────────────────────────────────────

const GREETING =
  /^(hi|hiya|hello|hey|yo|howdy|good (morning|afternoon|evening)|thanks|thank you|thx|ty|cheers|great|ok|okay|cool|nice|bye|goodbye|see you)( there| coach| a lot| so much| very much| you| again| all)*$/;
const THANKS = /^(thanks|thank you|thx|ty|cheers|great|ok|okay|cool|nice)\b/;
const BYE = /^(bye|goodbye|see you)\b/;

const PRACTISE = '(practi[sc]e|practi[sc]ed|practi[sc]ing|train|training|work on|drill)';
const PERSONAL = [
  new RegExp(`\\bwhat (should|shall|can|do) i ${PRACTISE}`),
  new RegExp(`\\bwhat (to|should i) ${PRACTISE}( next)?\\b`),
  new RegExp(`\\b(have not|havent|not|never) (yet )?(been )?${PRACTISE}`),
  /\bmy (weak|weakest|worst|progress|stats|statistics|practi[sc]e|practi[sc]ing|results?|success|record|numbers|history|training)\b/,
  /\b(weakest|worst) (shots?|cards?)\b/,
  /\bhow (am|have) i (been )?(doing|getting on|progressing|improving)\b/,
  /\b(suggest|recommend)\b.*\b(practi[sc]e|card|cards|drill|next)\b/,
  /\bwhat (is|s) next\b|\bwhat next\b/,
  /\b(lately|recently)\b.*\bpracti[sc]/,
  /\bpracti[sc]\w*\b.*\b(lately|recently)\b/,
];
const WANTS_WEAKEST = /\b(weak|weakest|worst|struggl\w*|miss\w* (the )?most|bad at|lowest)\b/;
const WANTS_NOT_LATELY = /\b(lately|recently|in a while|for a while|forgot|forgotten|neglect\w*)\b/;
const WANTS_NEW = /\b(new|never|not (yet )?tried|havent tried|start|begin\w*|easiest)\b/;

/** Whether the message asks about the player's own practice ('what should I practise?'). */
/** A question about how to practise in general (a routine, a plan) is for the notes, not the record. */
const GENERAL_PRACTICE = /\b(routine|plan|schedule|warm up|warmup)\b/;

export function isPersonalQuestion(message: string): boolean {
  const text = normalise(message);
  return !GENERAL_PRACTICE.test(text) && PERSONAL.some((pattern) => pattern.test(text));
}

function isGreeting(message: string): boolean {
  return GREETING.test(normalise(message));
}

// ─────────────────────────────────────────── Markdown ─────────────────────────────────────────────

/** Text safe inside a Markdown link label (no brackets, no HTML). */
function label(text: string): string {
  return text.replace(/[[\]\\<>]/g, (c) => `\\${c}`);
}

function link(source: ChatSource, text = source.title): string {
  return `[${label(text)}](${source.url})`;
}

/** Plain text safe in Markdown outside links: no raw HTML. */
function plain(text: string): string {
  return text.replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'));
}

/** A line ending as a sentence: a full stop added unless it ends with one already. */
function sentence(text: string): string {
  const t = plain(text.trim());
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

// ─────────────────────────────────────────── answers ──────────────────────────────────────────────

const SUGGESTIONS: Readonly<Record<Exclude<ChatTab, 'lineup'>, string>> = {
  coach:
    'I can help with kick shots (one, two and three rails, the diamond system, kick safeties), position play ' +
    '(stun, follow, draw, side spin), speed and aiming, and your own practice (try "what should I practise?"). ' +
    'Questions about the subscription go to the Sales & Support tab.',
  support:
    'I can help with the free trial, the price, promo codes, cancelling, refunds, deleting your data or your ' +
    'account, the printed card deck, installing the app and how to contact us. For anything else, please ' +
    'write to us: see [Contact Us](/contact).',
};

/**
 * Nothing answers the question well enough: say so rather than guess, and offer the closest cards
 * (below the threshold, so only as related reading).
 */
function noMatch(tab: Exclude<ChatTab, 'lineup'>, closest: readonly Passage[] = []): ChatAnswer {
  const lead =
    tab === 'coach'
      ? "The cards don't cover that, so I won't guess."
      : "I couldn't find that in our support information, so I won't guess.";
  const related =
    closest.length > 0
      ? `\n\nThe closest cards, in case they help: ${closest.map((p) => link(p.source)).join(', ')}.`
      : '';
  return {
    response: `${lead} ${SUGGESTIONS[tab]}${related}`,
    sources: closest.map((p) => p.source),
    notCovered: true,
  };
}

function greeting(request: ChatRequest): ChatAnswer {
  const text = normalise(request.message);
  if (BYE.test(text)) return { response: 'Bye, and good luck at the table!', sources: [] };
  if (THANKS.test(text))
    return { response: "You're welcome! Ask me anything else whenever you like.", sources: [] };
  const response =
    request.tab === 'coach'
      ? 'Hi! Ask me about a shot (for example "how do I kick at a ball frozen to the rail?") or about your ' +
        'own practice ("what should I practise?").'
      : `Hello! I answer questions about ${plain(request.product.name)}: the free trial, the price, promo codes, ` +
        'cancelling, and the printed card deck.';
  return { response, sources: [] };
}

/** The sentences of a text ('…rail. The cue…' → two sentences). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9‘“"'(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The description's sentences that best match the question: all of a short one; of a longer one the
 * first (when to play it) and the two that share the most words with the question, in their order.
 */
function bestSentences(description: string, terms: readonly string[], keep = 3): string {
  const all = sentences(description);
  if (all.length <= keep) return all.join(' ');
  const wanted = new Set(terms);
  const scored = all.map((sentence, i) => ({
    i,
    hits: queryTerms(sentence).filter((term) => wanted.has(term)).length,
  }));
  const chosen = new Set([0]);
  for (const { i } of scored.slice(1).sort((a, b) => b.hits - a.hits || a.i - b.i)) {
    if (chosen.size >= keep) break;
    chosen.add(i);
  }
  return all.filter((_, i) => chosen.has(i)).join(' ');
}

function cardAnswer(best: Passage, card: CardPassageFields, related: Passage[], query: string): ChatAnswer {
  const lines = [
    `**${link(best.source, card.name)}**: ${sentence(card.title)}`,
    '',
    plain(bestSentences(card.description, queryTerms(query))),
    '',
    `- **Aim:** ${plain(card.aimingPosition)}; **speed:** ${plain(card.strength)}.`,
    `- **Common miss:** ${plain(card.miss)} ${plain(card.see)} **Fix:** ${plain(card.fix)}`,
  ];
  if (card.system) lines.push(`- **System:** ${sentence(card.system)}`);
  if (related.length > 0)
    lines.push('', `**Related cards:** ${related.map((p) => link(p.source)).join(', ')}`);
  return { response: lines.join('\n'), sources: [best.source, ...related.map((p) => p.source)] };
}

/** The answer part of a FAQ passage (its first line is the question). */
function faqAnswerText(passage: Passage): { question: string; answer: string } {
  const [question = '', ...rest] = passage.text.split('\n');
  return { question, answer: rest.join('\n').trim() };
}

function faqAnswer(best: Passage, second: Passage | undefined): ChatAnswer {
  const first = faqAnswerText(best);
  const parts = [first.answer];
  if (second) {
    const more = faqAnswerText(second);
    parts.push(`**${plain(more.question)}** ${more.answer}`);
  }
  return { response: parts.join('\n\n'), sources: second ? [best.source, second.source] : [best.source] };
}

/** A note of the coach's own (a league rule, a basic, equipment, practice), with its source. */
function noteAnswer(best: Passage, related: Passage[]): ChatAnswer {
  const [title = '', ...rest] = best.text.split('\n');
  const source = rest.find((line) => line.startsWith('Source: '));
  const body = rest
    .filter((line) => line !== source)
    .join(' ')
    .trim();
  const heading = best.source.url ? link(best.source, title) : label(title);
  const lines = [`**${heading}**: ${plain(body)}`];
  if (source) lines.push('', `_${plain(source)}_`);
  if (related.length > 0)
    lines.push('', `**Related cards:** ${related.map((p) => link(p.source)).join(', ')}`);
  return { response: lines.join('\n'), sources: [best.source, ...related.map((p) => p.source)] };
}

function infoAnswer(best: Passage, related: Passage[]): ChatAnswer {
  const [title = '', ...rest] = best.text.split('\n');
  const lines = [`**${link(best.source, title)}**: ${plain(rest.join(' ').trim())}`];
  if (related.length > 0)
    lines.push('', `**Related cards:** ${related.map((p) => link(p.source)).join(', ')}`);
  return { response: lines.join('\n'), sources: [best.source, ...related.map((p) => p.source)] };
}

// ─────────────────────────────────────────── practice ─────────────────────────────────────────────

function percent(rate: number): string {
  return `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;
}

function practiceAnswer(message: string, practice: PracticeSummary | undefined): ChatAnswer {
  if (!practice) {
    return {
      response:
        "I can't see your practice record right now. Ask me about a shot instead, or try again later.",
      sources: [],
    };
  }
  const sources: ChatSource[] = [];
  const use = (source: ChatSource): string => {
    if (!sources.some((s) => s.id === source.id)) sources.push(source);
    return link(source);
  };
  const newCards = (heading: string): string =>
    `${heading}\n${practice.notYet.map((card) => `- ${use(card)}`).join('\n')}`;

  if (practice.totalAttempts === 0) {
    const lines = ["You haven't recorded any practice yet, so I can't tell your strong and weak shots."];
    if (practice.notYet.length > 0) lines.push('', newCards('Start with the easiest cards:'));
    lines.push(
      '',
      "Open a card's menu, choose **Practice This Shot** and record each try as a success or a miss.",
    );
    return { response: lines.join('\n'), sources };
  }

  const text = normalise(message);
  const focus = {
    weakest: WANTS_WEAKEST.test(text),
    notLately: WANTS_NOT_LATELY.test(text),
    notYet: WANTS_NEW.test(text),
  };
  const all = !focus.weakest && !focus.notLately && !focus.notYet;
  const rate = percent(
    Math.round((practice.totalSuccesses * 1000) / Math.max(1, practice.totalAttempts)) / 10,
  );
  const lines = [
    `So far you have recorded ${practice.totalAttempts} attempts and ${practice.totalSuccesses} successes ` +
      `(${rate}) on ${practice.cardsPractised} ${practice.cardsPractised === 1 ? 'card' : 'cards'}.`,
  ];
  if (all || focus.weakest) {
    lines.push('');
    if (practice.weakest.length > 0) {
      lines.push(`**Your weakest cards** (below ${WEAK_BELOW_RATE}% success, 5 or more attempts):`);
      for (const w of practice.weakest)
        lines.push(`- ${use(w.card)}: ${percent(w.successRate)} over ${w.attempts} attempts`);
    } else if (practice.cardsJudged > 0) {
      lines.push(
        `You have no weak card yet: every card with 5 or more attempts is at ${WEAK_BELOW_RATE}% or better.`,
      );
    } else {
      lines.push(
        'No card has 5 attempts yet, so I cannot tell your weakest shots: give each card a few more tries.',
      );
    }
    if (practice.strongest.length > 0) {
      lines.push('', '**Your strongest cards:**');
      for (const s of practice.strongest)
        lines.push(`- ${use(s.card)}: ${percent(s.successRate)} over ${s.attempts} attempts`);
    }
    if (practice.notEnoughAttempts.length > 0) {
      lines.push('', '**Not enough attempts yet** (a card needs 5 to be judged):');
      for (const n of practice.notEnoughAttempts)
        lines.push(`- ${use(n.card)}: ${n.successes} of ${n.attempts}`);
    }
  }
  if (all || focus.notLately) {
    lines.push('');
    if (practice.notLately.length > 0) {
      lines.push('**Not practised in the last 14 days:**');
      for (const n of practice.notLately)
        lines.push(`- ${use(n.card)}: last on ${n.lastPracticed.slice(0, 10)}`);
    } else {
      lines.push('You have practised every one of your cards in the last 14 days.');
    }
  }
  if ((all || focus.notYet) && practice.notYet.length > 0) lines.push('', newCards('**New cards to try:**'));
  if (all && practice.weakest.length > 0)
    lines.push('', 'A good session: start with your weakest card, then one you have not played for a while.');
  return { response: lines.join('\n'), sources };
}

// ─────────────────────────────────────────── the coach ────────────────────────────────────────────

/** The built-in coach's answer to a request (its passages retrieved for retrievalQuery()). */
export function composeAnswer(request: ChatRequest): ChatAnswer {
  // the lineup's text is its facts: the built-in coach adds nothing to the optimiser's numbers
  if (request.tab === 'lineup') return { response: request.facts ?? '', sources: [] };
  const message = request.message.trim();
  if (isGreeting(message)) return greeting(request);
  if (request.tab === 'coach' && isPersonalQuestion(message))
    return practiceAnswer(message, request.practice);

  const query = retrievalQuery(message, request.history);
  const threshold = relevanceThreshold(query, request.unknownTerms?.length ?? 0);
  // Card text is for the coach tab only, whatever the passages hold.
  const relevant = request.passages.filter(
    (p) => p.score >= threshold && (request.tab === 'coach' || p.source.kind !== 'card'),
  );
  // (the support tab answers from the FAQ alone: its threshold is enough)
  const topic = request.tab === 'coach' ? uncoveredTopic(query) : undefined;
  const best = relevant[0];
  // a topic the coach knows it does not teach: only a passage about that topic may answer
  if (!best || (topic && !passageCovers(best.text, topic)))
    return noMatch(
      request.tab,
      request.tab === 'coach' ? request.passages.filter((p) => p.source.kind === 'card').slice(0, 2) : [],
    );

  const closeCards = (exclude: string): Passage[] =>
    relevant
      .filter(
        (p) => p.source.kind === 'card' && p.source.id !== exclude && p.score >= best.score * RELATED_SHARE,
      )
      .slice(0, 2);

  switch (best.source.kind) {
    case 'card': {
      const card = readCardPassage(best.text);
      if (!card) return noMatch(request.tab);
      return cardAnswer(best, card, closeCards(best.source.id), query);
    }
    case 'faq': {
      const second = relevant
        .slice(1)
        .find((p) => p.source.kind === 'faq' && p.score >= best.score * SECOND_FAQ_SHARE);
      return faqAnswer(best, second);
    }
    case 'info':
      return infoAnswer(best, closeCards(''));
    case 'knowledge':
      return noteAnswer(best, closeCards(''));
  }
}
