/**
 * The coach's notes on what a card deck leaves out: the break, the bridge, stance and stroke, the
 * equipment, and how to practise — each with the source it follows, cited in the answer. Plain
 * statements a coach would give any club player; no numbers beyond those of the sources.
 */
import type { KnowledgeNote } from '../coach.types.js';

const SOURCES = {
  byrne: 'Robert Byrne, Byrne’s New Standard Book of Pool and Billiards (1998)',
  alciatore: 'David Alciatore, The Illustrated Principles of Pool and Billiards (2004)',
  pbia: 'PBIA Instructor Manual (Pool & Billiard Institute of America)',
  wpa: 'WPA World Standardized Rules, section 8 (equipment specifications)',
} as const;

export const BASICS_NOTES: readonly KnowledgeNote[] = [
  {
    id: 'basics-break',
    title: 'The break: power with control',
    keywords: ['break', 'breaking', 'break shot', 'rack', 'opening break', 'spread the balls', 'break cue'],
    text:
      'A good break comes from a controlled stroke, not the hardest one: hit the head ball as full as you can, ' +
      'with the cue ball struck at or a touch below centre so it stops near the middle of the table instead of ' +
      'flying off or scratching. In 9-ball, many players break from the side rail to drive the 1 ball toward the ' +
      'side pocket and the wing balls toward the corners; in 8-ball, break from near the head string and aim for ' +
      'the full hit on the head ball. Grip loosely, bridge a little longer than usual, keep your head still and ' +
      'accelerate through the ball; speed you cannot control costs more than it gains. Check the rack: a loose ' +
      'rack spreads the balls poorly whatever the stroke.',
    source: `${SOURCES.byrne}; ${SOURCES.pbia}`,
    url: '',
  },
  {
    id: 'basics-bridge',
    title: 'The bridge: open, closed and rail bridges',
    keywords: [
      'bridge',
      'bridge hand',
      'open bridge',
      'closed bridge',
      'rail bridge',
      'mechanical bridge',
      'rake',
    ],
    text:
      'The bridge is the hand that guides the cue. An open bridge (the cue resting in the V between thumb and ' +
      'first finger, the hand flat) gives a clear view and suits soft and medium shots; a closed bridge (the first ' +
      'finger looped over the cue) holds it steady for power and for draw. Keep the bridge 15–25 cm (6–10 in) from ' +
      'the cue ball, firm on the cloth. Near a cushion, rest the cue on the rail between your fingers (a rail ' +
      'bridge) and raise the butt only as much as you must. For a cue ball out of reach use the mechanical bridge ' +
      '(the rake) rather than stretching off balance. Raising or lowering the bridge moves the tip up and down on ' +
      'the cue ball: that is how you set follow and draw with a level cue.',
    source: `${SOURCES.pbia}; ${SOURCES.byrne}`,
    url: '',
  },
  {
    id: 'basics-stance',
    title: 'Stance: a stable, repeatable base',
    keywords: ['stance', 'feet', 'body position', 'posture', 'balance', 'head position', 'standing'],
    text:
      'Stand so the cue, your chin and your dominant eye line up over the shot line. Feet about shoulder width ' +
      'apart, the back foot on or near the line of the cue, the front foot a step forward and to the side; weight ' +
      'balanced so you could hold the position without moving. Bend at the hips to bring your chin low over the ' +
      'cue, with the shooting forearm hanging vertical at contact. Set the stance on the line before you bend ' +
      'down — a player who walks into the shot and then twists to find the line aims with the body out of line. ' +
      'Stay down, still, until the cue ball has stopped or at least until the object ball is on its way.',
    source: SOURCES.pbia,
    url: '',
  },
  {
    id: 'basics-stroke',
    title: 'The stroke: a straight, accelerating cue',
    keywords: [
      'stroke',
      'cueing',
      'follow through',
      'jerky',
      'jab',
      'steer',
      'grip',
      'pendulum',
      'straight stroke',
      'practice strokes',
    ],
    text:
      'A good stroke is a pendulum: the upper arm stays still, the forearm swings from the elbow, and the grip is ' +
      'relaxed (the cue rests in the fingers, not squeezed). Take a few practice strokes at the point you mean to ' +
      'hit, pause briefly at the back, then accelerate smoothly through the cue ball and follow through straight ' +
      'along the line — several centimetres past where the cue ball was, more for draw. Jabbing, squeezing the ' +
      'grip or lifting the head at contact are the usual faults; to check your stroke, shoot the cue ball straight ' +
      'up and down the table over a spot and see whether it comes straight back to the tip.',
    source: `${SOURCES.pbia}; ${SOURCES.byrne}`,
    url: '',
  },
  {
    id: 'equipment-chalk',
    title: 'Chalk: before every shot',
    keywords: ['chalk', 'chalking', 'miscue', 'slip', 'tip chalk'],
    text:
      'Chalk gives the tip the friction to grip the cue ball off centre; without it the tip slips (a miscue). ' +
      'Chalk before every shot, especially before spin, follow or draw, with light brushing strokes over the whole ' +
      'crown of the tip rather than grinding the cube in one spot. Look for a thin even coat: too much only leaves ' +
      'marks on the balls. A miscue on a hit within half a ball radius of centre is usually missing chalk or a ' +
      'glazed tip, not too much spin.',
    source: `${SOURCES.alciatore}; ${SOURCES.byrne}`,
    url: '',
  },
  {
    id: 'equipment-tips',
    title: 'Cue tips: hardness, shape and care',
    keywords: [
      'tip',
      'tips',
      'cue tip',
      'soft tip',
      'hard tip',
      'scuffer',
      'shaper',
      'glazed',
      'retip',
      'ferrule',
    ],
    text:
      'Tips range from soft to hard. Softer tips hold chalk and grip a little longer, which many players feel as ' +
      'more spin, but they wear and mushroom faster; harder tips last longer and feel crisper. Keep the tip shaped ' +
      'to a rounded crown about the curve of a nickel or a dime, and scuff it lightly with a tip tool when it gets ' +
      'shiny (glazed) and stops holding chalk. Replace it when it is worn thin near the ferrule or keeps miscuing ' +
      'after shaping.',
    source: `${SOURCES.alciatore}; ${SOURCES.byrne}`,
    url: '',
  },
  {
    id: 'equipment-cloth',
    title: 'Table cloth: speed and how balls react',
    keywords: ['cloth', 'felt', 'table speed', 'fast table', 'slow table', 'worsted', 'napped', 'bar table'],
    text:
      'The cloth sets the table’s speed. Worsted tournament cloth (Simonis-type) is smooth and fast: the cue ball ' +
      'rolls far, slides a little longer before it rolls, and spin lasts. Napped or worn bar-table cloth is slower ' +
      'and grabs the balls: draw dies sooner and speed control changes. Humidity and dirt slow any cloth. On a ' +
      'new table, lag a few balls up and down first to find the speed: the app’s speeds are named by how far the ' +
      'cue ball would roll on open cloth, so calibrate them on the table you play.',
    source: `${SOURCES.alciatore}; ${SOURCES.byrne}`,
    url: '',
  },
  {
    id: 'equipment-cue-ball',
    title: 'Cue balls: sizes, weights and the "measles" ball',
    keywords: [
      'cue ball',
      'heavy cue ball',
      'bar box cue ball',
      'magnetic cue ball',
      'measles',
      'dots',
      'red circle',
      'oversized',
    ],
    text:
      'A regulation cue ball is the same size and weight as the object balls: 57.15 mm (2¼ in) across and about ' +
      '156–170 g (5½–6 oz). Coin-operated bar tables often use a larger or heavier cue ball (or a magnetic one) ' +
      'so the table can return it: it draws less, follows more and throws object balls differently, so expect ' +
      'weaker draw. Practice balls with dots or "measles" show the spin and the roll, which helps to see stun, ' +
      'follow and draw at work.',
    source: `${SOURCES.wpa}; ${SOURCES.alciatore}`,
    url: '',
  },
  {
    id: 'equipment-cue',
    title: 'Choosing a cue',
    keywords: [
      'cue',
      'buy a cue',
      'cue weight',
      'shaft',
      'low deflection',
      'LD shaft',
      'carbon shaft',
      'playing cue',
    ],
    text:
      'Most players use a cue of about 147 cm (58 in) and 18–20 oz; a weight that feels comfortable matters ' +
      'more than the number. A low-deflection shaft (a lighter front end) pushes the cue ball off line less when ' +
      'you use side spin (less squirt), so aim changes less with English. A straight shaft, a good tip and a ' +
      'ferrule without cracks matter more than looks; try a cue before you buy it, and keep it out of heat and damp.',
    source: `${SOURCES.alciatore}; ${SOURCES.byrne}`,
    url: '',
  },
  {
    id: 'practice-routine',
    title: 'A practice routine that improves your game',
    keywords: [
      'practice routine',
      'how to practice',
      'practice plan',
      'training',
      'session',
      'improve',
      'warm up',
    ],
    text:
      'Practise with a purpose and keep score. A good hour: ten minutes of warm-up (straight-in shots and stop ' +
      'shots to check your stroke), thirty minutes on one skill set up the same way each time (a drill you can ' +
      'count, such as ten attempts at one shot), then a few racks played out as in a match. Work most on what you ' +
      'miss most, but end on something you do well. Short sessions several times a week beat one long one.',
    source: SOURCES.pbia,
    url: '',
  },
  {
    id: 'practice-with-app',
    title: 'How to practise with Kickshots',
    keywords: [
      'practice with the app',
      'track',
      'record attempts',
      'drill',
      'success',
      'miss',
      'progress',
      'streak',
    ],
    text:
      'Each card is a drill: set up the layout of its diagram, choose Practice This Shot from the card’s menu and ' +
      'tap success or miss after every attempt. The card’s drill says what counts as a success and how many of ten ' +
      'a club player and a strong player make. Your Progress page shows each card’s rate and your days of ' +
      'practice; ask the coach "what should I practise?" and it picks your weakest cards (the lowest rate among ' +
      'cards with at least five attempts), the ones you have not played for a while and easy ones you have not ' +
      'tried. Start with the 2s of each suit (the easiest) and move up the ranks to the ace.',
    source: 'Kickshots: the cards’ drills and the Progress page',
    url: '/progress',
  },
];

/**
 * The coach's notes: `current` with `added` merged in (a note of a known id is replaced, so a module
 * that owns a fact has the last word on it).
 */
export function mergeNotes(
  current: readonly KnowledgeNote[],
  added: readonly KnowledgeNote[],
): KnowledgeNote[] {
  const ids = new Set(added.map((note) => note.id));
  return [...current.filter((note) => !ids.has(note.id)), ...added];
}
