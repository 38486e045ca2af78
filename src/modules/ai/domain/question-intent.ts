/**
 * What a question is about, beyond its words: the shot family it asks for (a kick, a safety, draw…)
 * and the topics of pool the coach knows it does not cover (jump shots, other games, betting). The
 * search favours the cards of the family asked for, and a question on an uncovered topic is
 * answered "not covered" unless a passage speaks of that topic itself.
 */
import { normalise } from './search-terms.js';

/** A shot family a question can ask for, and the words that ask for it (normalised phrases). */
interface FamilyIntent {
  /** Matched against a card's family (its suit's, e.g. 'one-rail kick', 'stun and stop'). */
  family: RegExp;
  when: readonly string[];
}

const FAMILY_INTENTS: readonly FamilyIntent[] = [
  { family: /kick/, when: ['kick', 'kicks', 'kicking', 'kicked', 'bank the cue ball'] },
  { family: /safety/, when: ['safety', 'safeties', 'safe', 'defence', 'defense', 'defensive', 'hide the'] },
  { family: /one-rail/, when: ['one rail', '1 rail', 'one cushion', '1 cushion', 'one rial', '1 rial'] },
  { family: /two-rail/, when: ['two rail', '2 rail', 'two cushion', '2 cushion', 'two rial', '2 rial'] },
  { family: /three-rail/, when: ['three rail', '3 rail', 'diamond system', 'corner 5', 'three rial'] },
  { family: /stun|stop/, when: ['stun', 'stop shot', 'stop the cue ball', 'stop dead', 'stun run'] },
  {
    family: /follow/,
    when: [
      'follow',
      'follw',
      'folow',
      'topspin',
      'top spin',
      'roll through',
      'roll on through',
      'high ball',
      'hit high',
    ],
  },
  {
    family: /draw/,
    when: ['draw', 'screw', 'backspin', 'back spin', 'pull back', 'hit low', 'low on the cue ball'],
  },
  { family: /side spin/, when: ['english', 'side spin', 'sidespin', 'inside spin', 'outside spin'] },
];

/** A card of an asked-for family counts this much more; a safety not asked for, this much less. */
export const FAMILY_BOOST = 1.5;
export const UNASKED_SAFETY = 0.7;

/** Whether the text has one of the phrases as whole words (a plural 's' allowed: 'two rails'). */
function mentions(text: string, phrases: readonly string[]): boolean {
  const padded = ` ${text} `;
  return phrases.some((phrase) => padded.includes(` ${phrase} `) || padded.includes(` ${phrase}s `));
}

/** The families a question asks for (as card-family patterns); empty when it names none. */
export function askedFamilies(question: string): RegExp[] {
  const text = normalise(question);
  return FAMILY_INTENTS.filter((intent) => mentions(text, intent.when)).map((intent) => intent.family);
}

/** How much a card of `family` counts for a question asking for `asked` (1 when it asks for none). */
export function familyWeight(family: string, asked: readonly RegExp[]): number {
  const safetyAsked = asked.some((pattern) => pattern.source === 'safety');
  let weight = asked.some((pattern) => pattern.test(family)) ? FAMILY_BOOST : 1;
  if (!safetyAsked && /safety/.test(family) && asked.length > 0) weight *= UNASKED_SAFETY;
  return weight;
}

/**
 * Topics of pool (and beyond) the coach's cards and notes do not teach. `words` must appear in a
 * passage for it to answer a question on the topic.
 */
export interface UncoveredTopic {
  name: string;
  when: readonly string[];
  words: readonly string[];
}

export const UNCOVERED_TOPICS: readonly UncoveredTopic[] = [
  { name: 'jump shots', when: ['jump', 'jumps', 'jumping', 'jump shot', 'jump cue'], words: ['jump'] },
  { name: 'massé', when: ['masse', 'masse shot', 'curve the cue ball', 'swerve around'], words: ['masse'] },
  {
    name: 'combinations',
    when: ['combination', 'combinations', 'combo', 'combos', 'carom the object ball'],
    words: ['combination'],
  },
  {
    name: 'bank shots of the object ball',
    when: ['bank the object ball', 'bank shot into'],
    words: ['object ball bank'],
  },
  {
    name: 'other games',
    when: [
      'snooker rules',
      'rules of snooker',
      'one pocket',
      'straight pool',
      '14 1',
      'carom',
      'three cushion billiards',
      'bank pool',
      'cutthroat',
    ],
    words: ['one pocket', 'straight pool', 'carom', 'snooker'],
  },
  {
    name: 'the rules of a rack',
    when: [
      'push out',
      'pushout',
      'ball in hand',
      'foul',
      'fouls',
      'call shot',
      'call pocket',
      'three foul',
      'golden break',
    ],
    words: ['push out', 'ball in hand', 'foul'],
  },
  { name: 'betting', when: ['bet', 'betting', 'gamble', 'gambling', 'money match', 'wager'], words: ['bet'] },
  {
    name: 'places',
    when: ['pool hall', 'pool halls', 'bar near', 'where can i play', 'best place'],
    words: ['pool hall'],
  },
];

/** The uncovered topic a question asks about, if any. */
export function uncoveredTopic(question: string): UncoveredTopic | undefined {
  const text = normalise(question);
  return UNCOVERED_TOPICS.find((topic) => mentions(text, topic.when));
}

/** Whether a passage speaks of the topic itself (so it may answer a question on it). */
export function passageCovers(passageText: string, topic: UncoveredTopic): boolean {
  const text = ` ${normalise(passageText)} `;
  return topic.words.some((word) => text.includes(` ${word}`));
}
