/**
 * How the coach's search reads text, the same way for the documents and the questions: normalise
 * (lower case, accents and apostrophes removed), split into words, drop stop words, fold spellings
 * and digits, stem (Porter, `stemmer`). Also the query-time synonym expansion (synonyms.ts).
 */
import { stemmer } from 'stemmer';
import { NUMBER_WORDS, SPELLINGS, SYNONYMS } from './synonyms.js';

/**
 * Words that carry no meaning for the search: the usual English function words and the question
 * phrasing players wrap around a shot ('how do I…', 'what should I…', 'tell me about…'), and the
 * words of when ('last night', 'today'), which no pool answer turns on. Pool words
 * that look common (follow, draw, stop, back, side, short, long, hard, soft) are NOT here.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any anything are as at be because been before ' +
    'being below between both but by can cant could did didnt do does doesnt doing done dont each either ' +
    'else even ever every few for from further give go goes going gonna had has have ' +
    'having he her here hers him his how however i id if ill im in into is isnt it its itself ive just ' +
    'keep know let lets like lot make me might mine more most much must my myself need never no nor not ' +
    'now of often on once only or other ought our ours out over own please pretty quite rather really ' +
    'same say shall she should shouldnt so some something still such sure take tell than thank thanks ' +
    'that thats the their theirs them then there these they thing things this those though through thus ' +
    'to too try trying until up us use used using very want wanna was way we well were what whats when ' +
    'where which while who whom whose why will wish with without wont would yes yet you youre your yours ' +
    'yourself hi hello hey explain mean means best better good great many learn improve time times ' +
    'today tonight yesterday tomorrow last night week weekend'
  ).split(' '),
);

// Apostrophes and their typographic look-alikes: removed, so "don't" is one word and "o’clock" is "oclock".
const APOSTROPHES = /['\u2018\u2019\u201B\u2032\u02BC\u0060\u00B4]/g;
const COMBINING_MARKS = /\p{M}/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

/** Lower case, accents and apostrophes removed, everything but letters and digits as single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(APOSTROPHES, '')
    .split(NOT_WORD)
    .filter(Boolean)
    .join(' ');
}

/** The words of a text, normalised (MiniSearch's `tokenize`). */
export function tokenize(text: string): string[] {
  const n = normalise(text);
  return n === '' ? [] : n.split(' ');
}

/**
 * One word as the index stores it (MiniSearch's `processTerm`): null for stop words and single
 * letters; digits as words ('1' → 'one', then stemmed like the word: 'on'); spellings folded; then
 * stemmed ('rails' → 'rail').
 */
export function processTerm(word: string): string | null {
  const w = normalise(word);
  if (w === '' || w.includes(' ') || STOP_WORDS.has(w)) return null;
  const folded = NUMBER_WORDS[w] ?? SPELLINGS[w] ?? w;
  if (folded.length < 2) return null;
  if (/^\d+$/.test(folded)) return folded;
  return stemmer(folded);
}

/**
 * Terms that name the game rather than a topic: nearly every card has them, so a question whose only
 * match is one of these ('jump shot' → 'shot') has not been answered.
 */
export const GENERIC_TERMS: ReadonlySet<string> = new Set(
  [
    'shot',
    'ball',
    'cue',
    'pool',
    'table',
    'play',
    'hit',
    'card',
    'game',
    'player',
    'object',
    'billiards',
  ].map((word) => processTerm(word) ?? word),
);

/** The meaningful, processed terms of a question (duplicates kept once, in order). */
export function queryTerms(text: string): string[] {
  const out: string[] = [];
  for (const word of tokenize(text)) {
    const term = processTerm(word);
    if (term && !out.includes(term)) out.push(term);
  }
  return out;
}

/** A question with its synonym expansion: the words to search and which of them the player typed. */
export interface ExpandedQuery {
  /** The player's words followed by the added synonyms (one string, for MiniSearch). */
  text: string;
  /** The processed terms of the player's own words. */
  own: ReadonlySet<string>;
  /** The processed terms only the synonyms added. */
  added: ReadonlySet<string>;
}

/** Adds the synonyms (synonyms.ts) of every phrase the question contains as whole words. */
export function expandQuery(question: string): ExpandedQuery {
  const normalised = ` ${normalise(question)} `;
  const own = new Set(queryTerms(question));
  const extra: string[] = [];
  for (const synonym of SYNONYMS) {
    if (synonym.when.some((phrase) => normalised.includes(` ${normalise(phrase)} `))) extra.push(synonym.add);
  }
  const added = new Set(queryTerms(extra.join(' ')).filter((term) => !own.has(term)));
  return { text: [question, ...extra].join(' '), own, added };
}
