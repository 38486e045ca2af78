/**
 * What an LLM adapter sends besides the conversation: the system prompt of the tab and one context
 * message with the retrieved passages (with their links) and, on the coach tab, the player's
 * practice summary. The built-in coach answers from the same passages.
 */
import { relevanceThreshold, retrievalQuery } from './built-in-coach.js';
import { trialLength } from './faq.js';
import { WEAK_BELOW_RATE } from './practice-advice.js';
import type { ChatRequest, ChatTab, Passage, PracticeSummary } from './coach.types.js';

const FORMAT =
  'Format: Markdown only (no HTML), short paragraphs or bullet lists, at most about 200 words unless the ' +
  'player asks for more detail.';

/** The system prompt of a tab. */
export function systemPrompt(tab: ChatTab, product: ChatRequest['product']): string {
  const { name, priceLabel, trialDays } = product;
  if (tab === 'lineup') {
    return [
      `You are the Lineup Advisor of ${name}: you explain a pool league team's best lineup for a 5-match APA ` +
        'team night to its captain.',
      'The numbers in the context message come from an exact optimiser (races from the APA chart, win odds per ' +
        'match, APA team points, the skill-level cap and the senior rule). Write the suggestion from them only: ' +
        'the decision at hand (the recommended put-up or answer, the runner-up and the margin, and "too close to ' +
        'call" when the numbers say so), the pairings of the line with their races and odds, the expected team ' +
        'points and the chance to win the night. Never invent a player, a number or a rule; do not recompute ' +
        'anything.',
      FORMAT,
    ].join('\n\n');
  }
  if (tab === 'coach') {
    return [
      `You are the AI Pool Coach of ${name}, an expert pool (pocket billiards) coach. ${name} has two decks of ` +
        '52 instruction cards: the black deck of kick shots and the red deck of position play.',
      'Answer from the card passages, the coach’s notes (league rules, basics, equipment, practice; cite the ' +
        'source a note gives) and the practice summary in the context message. Cite the cards you use as ' +
        'Markdown links with their URLs exactly as given, e.g. [One-Rail Kick: Mirror Basics](/?card=black-2S).',
      'For questions about the player ("what should I practise?", "my weakest shots"), use the practice ' +
        'summary: the success rates, attempts and dates it gives, never numbers of your own.',
      'If the context does not cover the question, say so plainly and suggest what you can help with ' +
        '(kick shots, the diamond system, kick safeties, stun, follow, draw, side spin, speed, the player’s ' +
        'practice); do not make up card names, numbers or links. Subscription and account questions belong ' +
        'to the Sales & Support tab.',
      'Be concise and practical: what to aim at, the tip position, the speed, the common miss and its fix.',
      FORMAT,
    ].join('\n\n');
  }
  return [
    `You are the sales and support assistant of ${name}, a subscription web app for pool players with two decks ` +
      'of instruction cards, practice tracking and an AI coach, and of its printed card decks.',
    `Facts you may state: new accounts get a free trial of ${trialLength(trialDays)}; after it the subscription ` +
      `is ${priceLabel} a year.`,
    'Answer from the FAQ passages in the context message and link the page they give. Never invent policies, ' +
      'prices, discounts, delivery times or refunds: when the passages do not answer a question, say so and ' +
      'refer the player to the support e-mail on the Contact Us page (/contact).',
    'Do not give coaching from the card texts here: for shots, point to the AI Pool Coach tab.',
    'Be friendly and brief.',
    FORMAT,
  ].join('\n\n');
}

function passageBlock(passage: Passage, n: number): string {
  const { kind, title, url } = passage.source;
  return `[${n}] ${kind}: ${title} (${url})\n${passage.text}`;
}

function practiceBlock(practice: PracticeSummary): string {
  if (practice.totalAttempts === 0) {
    const easiest = practice.notYet.map((c) => `- ${c.title} (${c.url})`).join('\n');
    return `The player has not recorded any practice yet.${easiest ? `\nEasiest cards to start with:\n${easiest}` : ''}`;
  }
  const rate = Math.round((practice.totalSuccesses * 1000) / practice.totalAttempts) / 10;
  const lines = [
    `Totals: ${practice.totalAttempts} attempts, ${practice.totalSuccesses} successes (${rate}%), ` +
      `${practice.cardsPractised} cards practised.`,
  ];
  if (practice.weakest.length > 0) {
    lines.push(`Weak cards (below ${WEAK_BELOW_RATE}% success, 5+ attempts; lowest first):`);
    for (const w of practice.weakest)
      lines.push(`- ${w.card.title} (${w.card.url}): ${w.successRate}% over ${w.attempts} attempts`);
  } else if (practice.cardsJudged > 0) {
    lines.push(`Weak cards: none (every card with 5+ attempts is at ${WEAK_BELOW_RATE}% or better).`);
  } else {
    lines.push('Weak cards: none with 5 or more attempts yet.');
  }
  if (practice.strongest.length > 0) {
    lines.push('Strongest cards (5+ attempts, highest first):');
    for (const w of practice.strongest)
      lines.push(`- ${w.card.title} (${w.card.url}): ${w.successRate}% over ${w.attempts} attempts`);
  }
  if (practice.notEnoughAttempts.length > 0) {
    lines.push('Too few attempts to judge (fewer than 5):');
    for (const n of practice.notEnoughAttempts)
      lines.push(`- ${n.card.title} (${n.card.url}): ${n.successes} of ${n.attempts}`);
  }
  if (practice.notLately.length > 0) {
    lines.push('Not practised in the last 14 days (longest ago first):');
    for (const n of practice.notLately)
      lines.push(`- ${n.card.title} (${n.card.url}): last ${n.lastPracticed.slice(0, 10)}`);
  }
  if (practice.notYet.length > 0) {
    lines.push('Not practised yet (easiest first):');
    for (const c of practice.notYet) lines.push(`- ${c.title} (${c.url})`);
  }
  return lines.join('\n');
}

/**
 * The context message: the passages, best first, each with its kind, title and URL, then (coach tab)
 * the practice summary. Card passages are left out on the support tab whatever the caller passed.
 */
export function contextMessage(request: ChatRequest): string {
  if (request.tab === 'lineup') return `Facts (use only these numbers):\n\n${request.facts ?? ''}`;
  const passages = request.passages.filter((p) => request.tab === 'coach' || p.source.kind !== 'card');
  const parts = [
    passages.length > 0
      ? `Passages (best match first; use only these facts):\n\n${passages.map((p, i) => passageBlock(p, i + 1)).join('\n\n')}`
      : 'Passages: none matched the question.',
  ];
  const threshold = relevanceThreshold(
    retrievalQuery(request.message, request.history),
    request.unknownTerms?.length ?? 0,
  );
  if (passages.length > 0 && !passages.some((p) => p.score >= threshold))
    parts.push(
      'Confidence: low. No passage answers the question well (all score below the relevance threshold). Say ' +
        'plainly that this is not covered, and offer at most the two closest cards as related reading.',
    );
  if (request.tab === 'coach' && request.practice)
    parts.push(`Player's practice:\n${practiceBlock(request.practice)}`);
  return parts.join('\n\n');
}
