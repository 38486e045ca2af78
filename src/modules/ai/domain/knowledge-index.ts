/**
 * The coach's knowledge: the cards, the Info dialog's sections and the support FAQ in one MiniSearch
 * index (BM25+, stemming, fuzzy and prefix matching, field boosts, pool synonyms at query time).
 * Card passages are paid content: a search without `includeCards` never returns one.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { cardPassageText, cardSource, DECK_TOPICS } from './card-passage.js';
import type { ChatSource, CoachCard, FaqEntry, InfoSection, KnowledgeNote, Passage } from './coach.types.js';
import { askedFamilies, familyWeight } from './question-intent.js';
import { expandQuery, GENERIC_TERMS, normalise, processTerm, queryTerms, tokenize } from './search-terms.js';

export type PassageKind = ChatSource['kind'];

export interface CoachIndexSources {
  cards: readonly CoachCard[];
  info: readonly InfoSection[];
  faq: readonly FaqEntry[];
  /** The coach's notes beyond the cards (league rules, basics, equipment, practice). */
  notes?: readonly KnowledgeNote[];
}

export interface SearchOptions {
  /** Whether card passages may be returned (the player has access to the card text). */
  includeCards: boolean;
  /** The kinds to search; all by default (cards only with `includeCards`). */
  kinds?: readonly PassageKind[];
  /** At most this many passages (default 5). */
  limit?: number;
  /**
   * The player's latest words when the query also carries an earlier question (a follow-up): a shot
   * family they name replaces the one of the earlier question, and their words count more.
   */
  focus?: string;
}

/** Weight of a word of the follow-up itself, against 1 for a word of the earlier question. */
export const FOCUS_WEIGHT = 1.5;

/**
 * The indexed document. The three kinds share one index, so a word is as rare (BM25's IDF) for an
 * Info section as for a card, and their scores compare; they also share the fields that play the
 * same part, so each field's average length (BM25's length normalisation) is a fair one:
 * - name: a card's name, an Info section's title, a FAQ question;
 * - title: a card's headline, a FAQ entry's keywords (both a short line of what it is about);
 * - body: a card's description, an Info section's text, a FAQ answer;
 * - the rest are the cards' own.
 */
interface IndexedDoc {
  id: string;
  kind: PassageKind;
  name: string;
  title?: string;
  body: string;
  family?: string;
  deck?: string;
  aimingPosition?: string;
  strength?: string;
  commonMiss?: string;
  systemNote?: string;
}

type Field = Exclude<keyof IndexedDoc, 'id' | 'kind'>;

/** Field weights: what a thing is called counts most, its long explanation least. */
export const FIELD_BOOSTS: Readonly<Record<Field, number>> = {
  name: 4,
  title: 3,
  family: 2,
  aimingPosition: 1.5,
  commonMiss: 1.2,
  systemNote: 1.2,
  deck: 1,
  strength: 1,
  body: 1,
};

const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];
const KINDS: readonly PassageKind[] = ['card', 'info', 'faq', 'knowledge'];

/**
 * The Info dialog is what explains the cards themselves (the tip dot, the speed scale, the suits):
 * its four short sections would otherwise lose to the long card texts that mention the same words.
 */
export const INFO_BOOST = 1.5;

/** Weight of a term only a synonym added, against 1 for the player's own words. */
export const SYNONYM_WEIGHT = 0.6;

const DEFAULT_LIMIT = 5;

/** Fuzzy matching for longer terms only: 'cushin' finds 'cushion', 'draw' does not find 'drag'. */
function fuzziness(term: string): number | false {
  return term.length >= 5 ? 0.2 : false;
}

/** Whether two words differ by at most one inserted, deleted or changed letter. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** A passage whose whole name the question quotes ('stun run through') counts this much more. */
export const NAME_QUOTED_BOOST = 2;

/**
 * A passage's weight for a question: Info sections (what explains the cards themselves), the cards of
 * the shot family asked for (question-intent.ts), and a passage whose name of two words or more the
 * question quotes.
 */
function documentBoost(
  stored: Record<string, unknown> | undefined,
  asked: RegExp[],
  quoted: ReadonlySet<string>,
): number {
  if (!stored) return 1;
  let boost = stored['kind'] === 'info' ? INFO_BOOST : 1;
  if (stored['kind'] === 'card' && typeof stored['family'] === 'string')
    boost *= familyWeight(stored['family'], asked);
  if (typeof stored['name'] === 'string' && quoted.has(stored['name'])) boost *= NAME_QUOTED_BOOST;
  return boost;
}

export class CoachIndex {
  private readonly index = new MiniSearch<IndexedDoc>({
    fields: FIELDS,
    storeFields: ['kind', 'family', 'name'],
    tokenize,
    processTerm: (term) => processTerm(term),
  });
  private readonly cards = new Map<string, CoachCard>();
  /** Every word the indexed texts use, as the search stores it (stemmed). */
  private readonly vocabulary = new Set<string>();
  /** Each name of two words or more, normalised once: the quoted-name boost looks them up. */
  private readonly phraseNames = new Map<string, string>();
  private readonly passages = new Map<string, Omit<Passage, 'score'>>();

  constructor(sources: CoachIndexSources) {
    const docs: IndexedDoc[] = [];
    for (const card of sources.cards) {
      this.cards.set(card.id, card);
      const id = `card:${card.id}`;
      this.passages.set(id, { source: cardSource(card), text: cardPassageText(card) });
      docs.push({
        id,
        kind: 'card',
        name: card.name,
        title: card.title,
        body: card.description,
        family: card.family,
        deck: `${card.deck} deck ${DECK_TOPICS[card.deck]}`,
        aimingPosition: card.aimingPosition,
        strength: card.strength,
        commonMiss: `${card.commonMiss.miss} ${card.commonMiss.see} ${card.commonMiss.fix}`,
        systemNote: card.systemNote,
      });
    }
    for (const section of sources.info) {
      const id = `info:${section.id}`;
      this.passages.set(id, {
        source: {
          kind: 'info',
          id: section.id,
          title: section.title,
          url: `/?info=${encodeURIComponent(section.id)}`,
        },
        text: `${section.title}\n${section.text}`,
      });
      docs.push({ id, kind: 'info', name: section.title, body: section.text });
    }
    for (const entry of sources.faq) {
      const id = `faq:${entry.id}`;
      this.passages.set(id, {
        source: { kind: 'faq', id: entry.id, title: entry.question, url: entry.url },
        text: `${entry.question}\n${entry.answer}`,
      });
      docs.push({
        id,
        kind: 'faq',
        name: entry.question,
        title: (entry.keywords ?? []).join(' · '),
        body: entry.answer,
      });
    }
    for (const note of sources.notes ?? []) {
      const id = `knowledge:${note.id}`;
      this.passages.set(id, {
        source: { kind: 'knowledge', id: note.id, title: note.title, url: note.url },
        text: `${note.title}\n${note.text}\nSource: ${note.source}`,
      });
      docs.push({
        id,
        kind: 'knowledge',
        name: note.title,
        title: note.keywords.join(' · '),
        body: note.text,
      });
    }
    this.index.addAll(docs);
    for (const doc of docs) {
      const name = normalise(doc.name);
      if (name.includes(' ')) this.phraseNames.set(doc.name, name);
    }
    for (const doc of docs)
      for (const field of FIELDS)
        for (const word of tokenize(doc[field] ?? '')) {
          const term = processTerm(word);
          if (term) this.vocabulary.add(term);
        }
  }

  /** Whether a word of the vocabulary is one edit away from `term` (no copy of the vocabulary made). */
  private nearVocabulary(term: string): boolean {
    for (const known of this.vocabulary) if (withinOneEdit(term, known)) return true;
    return false;
  }

  /**
   * The question's meaningful words of five letters or more that no indexed text uses, even with
   * one letter changed (shorter words may be slang or a typo the search reads anyway): a question
   * about something the coach does not know ('football', 'jump').
   */
  unknownTerms(query: string): string[] {
    return queryTerms(query).filter(
      (term) =>
        term.length >= 5 &&
        !GENERIC_TERMS.has(term) &&
        !this.vocabulary.has(term) &&
        !this.nearVocabulary(term),
    );
  }

  /** A card by id (`black-2S`). */
  card(id: string): CoachCard | undefined {
    return this.cards.get(id);
  }

  /**
   * The passages that best answer a question, best first. The player's words (stemmed, stop words
   * dropped) and the synonyms they trigger are matched with BM25+; terms of 5+ letters also match
   * with one edit in five, and an unfinished last word as a prefix. A passage that shares only
   * generic words with the question ('shot', 'ball') is no match.
   */
  search(query: string, options: SearchOptions): Passage[] {
    const kinds = new Set(
      KINDS.filter(
        (kind) => (options.kinds ?? KINDS).includes(kind) && (kind !== 'card' || options.includeCards),
      ),
    );
    const expanded = expandQuery(query);
    const own = queryTerms(query);
    const terms = [...own, ...expanded.added];
    if (kinds.size === 0 || terms.length === 0) return [];
    // The last word may be unfinished ('diam'): matched as a prefix too, unless stemming changed it
    // (then it was a whole word: 'buy' → 'bui' must not find 'build').
    const lastWord = tokenize(query).at(-1);
    const focusFamilies = options.focus === undefined ? [] : askedFamilies(options.focus);
    const asked = focusFamilies.length > 0 ? focusFamilies : askedFamilies(query);
    const focus = new Set(
      options.focus === undefined || options.focus === query ? [] : queryTerms(options.focus),
    );
    const phrase = ` ${normalise(query)} `;
    const quoted = new Set(
      [...this.phraseNames].filter(([, name]) => phrase.includes(` ${name} `)).map(([raw]) => raw),
    );
    const prefixTerm = lastWord !== undefined && processTerm(lastWord) === lastWord ? lastWord : undefined;
    const results: SearchResult[] = this.index.search(terms.join(' '), {
      // The terms are processed already: split on spaces and keep them as they are.
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      combineWith: 'OR',
      boost: FIELD_BOOSTS,
      fuzzy: (term) => fuzziness(term),
      prefix: (term) => term === prefixTerm && term.length >= 3,
      boostTerm: (term) =>
        (expanded.own.has(term) ? 1 : SYNONYM_WEIGHT) * (focus.has(term) ? FOCUS_WEIGHT : 1),
      boostDocument: (_id, _term, stored) => documentBoost(stored, asked, quoted),
      filter: (result) => kinds.has(result['kind'] as PassageKind),
    });
    const out: Passage[] = [];
    for (const result of results) {
      if (result.queryTerms.every((term) => GENERIC_TERMS.has(term))) continue;
      const passage = this.passages.get(String(result.id));
      if (!passage || (passage.source.kind === 'card' && !options.includeCards)) continue;
      out.push({ ...passage, score: result.score });
      if (out.length >= (options.limit ?? DEFAULT_LIMIT)) break;
    }
    return out;
  }
}
