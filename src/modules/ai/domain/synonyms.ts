/**
 * The small vocabulary tables of the coach's search: words players use for what the cards (and the
 * FAQ) call something else. Kept explicit and short on purpose: each line is a fact about pool
 * language or about how our decks word things, not a tuning knob.
 */

/**
 * Spellings folded to the one the texts use, at indexing and at query time (before stemming).
 * Our texts are British English ('centre', 'practise').
 */
export const SPELLINGS: Readonly<Record<string, string>> = {
  center: 'centre',
  practice: 'practise',
  practicing: 'practising',
  practiced: 'practised',
  favorite: 'favourite',
  favorites: 'favourites',
  color: 'colour',
  canceling: 'cancelling',
  canceled: 'cancelled',
  behavior: 'behaviour',
  // frequent misspellings of the pool words themselves
  rial: 'rail',
  rials: 'rails',
  que: 'cue',
  ques: 'cues',
  follw: 'follow',
  folow: 'follow',
  englsh: 'english',
};

/** Numbers as the texts write them ('two-rail kick', 'three rails'): digits become words on both sides. */
export const NUMBER_WORDS: Readonly<Record<string, string>> = {
  '1': 'one',
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  '10': 'ten',
  '11': 'eleven',
  '12': 'twelve',
};

/**
 * Query-time expansions: when the (normalised) question contains one of `when` as whole words, the
 * words of `add` are searched too, with a lower weight than the player's own words. Phrases are
 * written lower case, without apostrophes, numbers as digits or words as the player may type them.
 */
export interface Synonym {
  when: readonly string[];
  add: string;
}

export const SYNONYMS: readonly Synonym[] = [
  // Spin.
  { when: ['english', 'sidespin'], add: 'side spin' },
  { when: ['side spin', 'spin'], add: 'english' },
  {
    when: ['backspin', 'back spin', 'screw', 'bottom spin', 'low ball', 'pull back', 'come back'],
    add: 'draw',
  },
  { when: ['topspin', 'top spin', 'roll forward', 'natural roll'], add: 'follow roll' },
  { when: ['running side', 'outside side'], add: 'running english' },
  { when: ['check side', 'reverse side'], add: 'reverse english' },
  { when: ['stop dead', 'stop the cue ball', 'stay put', 'park'], add: 'stop shot' },
  { when: ['stop shot'], add: 'stun' },
  { when: ['stun'], add: 'sliding tangent' },
  // The table.
  { when: ['cushion', 'cushions'], add: 'rail' },
  { when: ['rail', 'rails'], add: 'cushion' },
  { when: ['end rail', 'head rail', 'foot rail'], add: 'short rail' },
  { when: ['short rail'], add: 'end rail' },
  { when: ['side rail'], add: 'long rail' },
  { when: ['corner pocket'], add: 'corner' },
  { when: ['middle pocket', 'center pocket', 'centre pocket'], add: 'side pocket' },
  { when: ['cue ball', 'white ball'], add: 'whitey' },
  { when: ['whitey', 'white', 'cueball'], add: 'cue ball' },
  {
    when: ['frozen', 'touching the rail', 'on the rail', 'against the rail', 'on the cushion'],
    add: 'rail frozen freeze near',
  },
  // Shots.
  // In our decks a bank of the cue ball into a rail first is a kick (a bank of the object ball is not in the decks).
  { when: ['bank', 'banking', 'kick shot', 'kicking'], add: 'kick rail' },
  {
    when: ['diamond system', 'diamonds system', 'diamond method', 'corner 5'],
    add: 'corner 5 three rail system',
  },
  { when: ['three rail', '3 rail', 'three cushion', '3 cushion'], add: 'diamond system corner 5' },
  { when: ['two rail', '2 rail', 'two cushion', '2 cushion'], add: 'double mirror' },
  { when: ['one rail', '1 rail', 'one cushion', '1 cushion'], add: 'mirror' },
  { when: ['snookered', 'hooked', 'blocked', 'hidden', 'no shot', 'in the way'], add: 'hooked blocker kick' },
  { when: ['safe', 'play safe', 'defence', 'defense', 'defensive'], add: 'safety' },
  { when: ['pot', 'pots', 'potting', 'sink', 'make the ball'], add: 'pocket' },
  { when: ['scratch', 'scratching', 'in off', 'in-off'], add: 'scratch pocket' },
  { when: ['position', 'shape', 'next shot'], add: 'zone next ball' },
  {
    when: ['tangent', '90 degree', '90 degrees', 'ninety degree', 'right angle'],
    add: '90 rule tangent line',
  },
  { when: ['30 degree', '30 degrees', 'thirty degree', 'peace sign'], add: '30 rule' },
  { when: ['speed', 'how hard', 'hit hard', 'pace'], add: 'speed pace strength' },
  { when: ['power', 'hard', 'firm', 'force'], add: 'power hard firm' },
  { when: ['soft', 'slow', 'gentle', 'touch'], add: 'soft touch speed' },
  { when: ['deflection', 'cue ball deflection'], add: 'squirt' },
  { when: ['mirror', 'mirror system', 'reflection', 'reflect'], add: 'mirror image' },
  // A kick that 'comes up short' is what the cards call landing or arriving short, passing inside the ball.
  {
    when: [
      'comes up short',
      'come up short',
      'coming up short',
      'too short',
      'short of the ball',
      'falls short',
    ],
    add: 'lands short arrives short passes inside',
  },
  { when: ['too long', 'goes long', 'go long', 'overshoot', 'runs past'], add: 'long past' },
  // The cards' names for distance and for a draw that fades.
  {
    when: ['way down the table', 'long way', 'far away', 'across the table', 'long distance'],
    add: 'distance long',
  },
  { when: ['dies', 'dying', 'die', 'no draw', 'wont come back'], add: 'distance' },
  { when: ['hit low', 'low on the cue ball', 'below centre'], add: 'draw' },
  { when: ['run through'], add: 'stun run through' },
  // Support words (the FAQ keywords carry most of these; a few help any wording).
  { when: ['money back', 'refunded', 'reimburse'], add: 'refund' },
  {
    when: ['unsubscribe', 'stop paying', 'end my subscription', 'stop my subscription'],
    add: 'cancel subscription',
  },
  { when: ['coupon', 'voucher', 'discount', 'code'], add: 'promo code' },
  { when: ['cost', 'how much', 'price', 'pricing', 'fee'], add: 'price year' },
  { when: ['physical', 'printed', 'real cards', 'paper'], add: 'printed deck store' },
];
