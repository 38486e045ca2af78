/**
 * Questions a club player asks the AI Pool Coach, for the coach's evaluation (coach-eval.ts).
 *
 * How they were written: from a league player's point of view, before looking at what the coach
 * answers, and never changed to suit the retrieval. They are typed the way players type: plain
 * questions, pool-room slang (whitey, juice, the rock, hooked), typos and lower case, follow-ups
 * that only make sense with the turn before them, and questions nothing the coach knows covers.
 * The expected cards were chosen by reading the card texts (src/modules/cards/domain/decks/): every
 * card that would be a right answer is listed, so any of them among the first three sources counts.
 * The coach's notes are named by the ids of its league rules, basics, equipment and practice notes.
 * A question moves between the groups only when the knowledge changes (a new card or note covers
 * it), never because the coach answers it differently.
 */
import { earlierTurn, type PlayerQuestion } from './eval-question.js';

const STOP = ['red-2S', 'red-3S'];
const SHORT_DRAW = ['red-2D', 'red-3D', 'red-10D'];
const REVERSE_ENGLISH = ['red-3H', 'red-6H', 'red-QH', 'black-9S', 'black-QC', 'black-QH'];
const RUNNING_ENGLISH = ['red-2H', 'red-5H', 'red-9H', 'black-8S', 'black-6C'];
const TWO_RAIL_KICKS = ['black-2C', 'black-3C', 'black-4C', 'black-5C', 'black-9C'];
const DIAMOND_SYSTEM = ['black-2D', 'black-3D', 'black-4D', 'black-5D'];

/** Answered from the cards. */
const CARD_QUESTIONS: PlayerQuestion[] = [
  // Stop, stun and the tangent line (red spades).
  {
    id: 'stop-straight-in',
    question: 'How do I make the cue ball stop dead when the shot is straight in?',
    expect: { cards: STOP },
  },
  {
    id: 'stop-long-distance',
    question: 'my stop shot works up close but from far away the cue ball keeps rolling forward',
    expect: { cards: ['red-3S', 'red-AS'] },
  },
  {
    id: 'stop-spins-back',
    question: 'when i try to stop the ball it spins back towards me, what am i doing wrong',
    expect: { cards: STOP },
  },
  {
    id: 'tangent-line',
    question: 'What is the tangent line?',
    expect: { cards: ['red-5S', 'red-4S', 'red-JS', 'red-9S'] },
  },
  {
    id: '90-degree-rule',
    question: 'explain the 90 degree rule',
    expect: { cards: ['red-5S'] },
  },
  {
    id: 'stun-sideways',
    question: 'how do I move the cue ball sideways a little on an almost straight shot',
    expect: { cards: ['red-4S', 'red-5S'] },
  },
  {
    id: 'stun-run-through',
    question: 'what is a stun run through',
    expect: { cards: ['red-6S'] },
  },
  {
    id: 'stun-back',
    question: 'how do I bring the cue ball back just a ball or two on a straight shot',
    expect: { cards: ['red-7S', 'red-2D'] },
  },
  {
    id: 'stun-side-pocket',
    question: 'stun shot into the side pocket, where does whitey go?',
    expect: { cards: ['red-9S', 'red-8S'] },
  },
  {
    id: 'stun-long',
    question: 'how do you stun the cue ball from way down the table',
    expect: { cards: ['red-AS', 'red-3S', 'red-KS'] },
  },
  {
    id: 'stun-thin-cut',
    question: 'on a thin cut with stun the cue ball goes miles, why?',
    expect: { cards: ['red-QS', 'red-KS'] },
  },
  // Follow (red clubs).
  {
    id: 'follow-basics-typo',
    question: 'follw shot basics?',
    expect: { cards: ['red-2C', 'red-3C', 'red-4C'] },
  },
  {
    id: 'follow-dying',
    question: 'my cue ball keeps dying on me, i want it to roll on through after the object ball',
    expect: { cards: ['red-2C', 'red-4C', 'red-3C', 'red-6S'] },
  },
  {
    id: 'thirty-degree-rule',
    question: 'whats the 30 degree rule and the peace sign thing',
    expect: { cards: ['red-5C'] },
  },
  {
    id: 'half-ball-follow',
    question: 'where does the cue ball go after a half ball hit with natural roll?',
    expect: { cards: ['red-5C'] },
  },
  {
    id: 'follow-thin-cut',
    question: 'what happens to the cue ball with follow on a really thin cut',
    expect: { cards: ['red-9C'] },
  },
  {
    id: 'follow-off-rail',
    question: 'with follow the cue ball comes off the cushion at a different angle than I expect',
    expect: { cards: ['red-6C', 'red-7C', 'red-8C'] },
  },
  {
    id: 'follow-scratch',
    question: 'I keep scratching in the corner after a cut shot, the cue ball runs straight into the pocket',
    expect: { cards: ['red-JC', 'red-JS', 'red-JD'] },
  },
  {
    id: 'follow-into-line',
    question: 'how do i get shape so i come into the line of the next ball instead of across it',
    expect: { cards: ['red-KC'] },
  },
  {
    id: 'follow-three-rails',
    question: 'how do I send whitey three rails to the other end of the table with follow',
    expect: { cards: ['red-10C', 'red-AC'] },
  },
  // Draw (red diamonds).
  {
    id: 'draw-typo',
    question: 'how to draw the que ball',
    expect: { cards: [...SHORT_DRAW, 'red-4D'] },
  },
  {
    id: 'draw-whitey-back',
    question: 'how do i get whitey back up table',
    expect: { cards: [...SHORT_DRAW, 'red-8D', 'red-QD', 'red-10S'] },
  },
  {
    id: 'draw-wears-off',
    question: 'my draw just dies when the balls are far apart',
    expect: { cards: ['red-8D', 'red-AD', 'red-9D'] },
  },
  {
    id: 'drag-draw',
    question: 'what is drag draw and when do i use it',
    expect: { cards: ['red-9D'] },
  },
  {
    id: 'draw-cut',
    question: 'how do I draw the cue ball back on a cut shot, it never comes back where I want',
    expect: { cards: ['red-4D', 'red-KD', 'red-AD', 'red-5D', 'red-7D'] },
  },
  {
    id: 'power-draw',
    question: 'how do I get a big screw back like the pros',
    expect: { cards: ['red-10D', 'red-AD', 'red-KD', 'red-3D'] },
  },
  {
    id: 'draw-miscue',
    question: 'I miscue every time I try to hit low on the cue ball',
    expect: { cards: ['red-2D', 'red-AD', 'red-10D', 'red-3D'] },
  },
  {
    id: 'draw-near-rail',
    question: 'how do I draw when the cue ball is almost touching the rail',
    expect: { cards: ['red-JD', 'red-9D'] },
  },
  // Side spin and routes (red hearts).
  {
    id: 'running-english',
    question: 'What does running english do?',
    expect: { cards: RUNNING_ENGLISH },
  },
  {
    id: 'juice-slang',
    question: 'how do I put juice on the rock so it comes off the rail wider',
    expect: { cards: [...RUNNING_ENGLISH, 'red-7H'] },
  },
  {
    id: 'inside-outside',
    question: 'inside english vs outside english on a cut, which one and why',
    expect: { cards: ['red-7H', 'red-8H', 'red-AH'] },
  },
  {
    id: 'squirt',
    question: 'why do I miss the pot when I use side spin? the ball goes off line',
    expect: { cards: ['red-2H', 'red-3H', 'red-7H', 'red-8H', 'red-4H', 'black-8S', 'black-9S'] },
  },
  {
    id: 'around-the-table',
    question: 'how do I take the cue ball around the table for position',
    expect: { cards: ['red-10H', 'red-QH', 'red-KH', 'red-9H', 'red-10C', 'red-AC'] },
  },
  {
    id: 'draw-with-side',
    question: 'can you combine draw and side spin',
    expect: { cards: ['red-JH'] },
  },
  {
    id: 'stun-side-typo',
    question: 'stun shot wiht sidespin off the rail',
    expect: { cards: ['red-4H'] },
  },
  // One-rail kicks (black spades).
  {
    id: 'kick-mirror',
    question: 'how does the mirror system work for a one rail kick',
    expect: { cards: ['black-2S', 'black-5S', 'black-3S'] },
  },
  {
    id: 'kick-frozen-rail',
    question: 'how do I kick at a ball frozen to the rail?',
    expect: { cards: ['black-6S', 'black-7C', 'black-3D', 'black-10C'] },
  },
  {
    id: 'kick-unequal',
    question: 'kicking when the cue ball is way off the rail and the object ball is close to it',
    expect: { cards: ['black-5S', 'black-6S'] },
  },
  {
    id: 'kick-goes-long',
    question: 'my kicks always go long and miss the ball on the far side',
    expect: { cards: ['black-2S', 'black-KS', 'black-AS', 'black-8S', 'black-5S'] },
  },
  {
    id: 'kick-hard',
    question: 'do I aim differently if I have to kick hard to break up a cluster',
    expect: { cards: ['black-QS', 'black-JC'] },
  },
  {
    id: 'kick-side-pocket',
    question: 'can you kick a ball into the side pocket',
    expect: { cards: ['black-7S', 'black-8C', 'black-QD'] },
  },
  {
    id: 'kick-short-rail',
    question: 'when should I kick off the short rail',
    expect: { cards: ['black-4S', 'black-AS', 'black-3H', 'black-6H'] },
  },
  {
    id: 'kick-english-typo',
    question: 'englsh on a kick shot?',
    expect: { cards: ['black-8S', 'black-9S', 'black-6C', 'black-QC', 'black-QH'] },
  },
  {
    id: 'kick-snookered',
    question: "I'm snookered behind a ball, how do I kick out of it",
    expect: { cards: ['black-2S', 'black-3S', 'black-4S', 'black-AH', 'black-2C'] },
  },
  // Two-rail kicks (black clubs).
  {
    id: 'two-rail-typo',
    question: 'how do i do a 2 rial kick',
    expect: { cards: TWO_RAIL_KICKS },
  },
  {
    id: 'double-mirror',
    question: 'what is the double mirror',
    expect: { cards: ['black-5C', 'black-2C'] },
  },
  // Three-rail kicks (black diamonds).
  {
    id: 'diamond-system',
    question: 'How does the diamond system work for a three rail kick?',
    expect: { cards: DIAMOND_SYSTEM },
  },
  {
    id: 'corner-five-head-rail',
    question: 'corner 5 numbers when the cue ball is up on the short rail',
    expect: { cards: ['black-5D', 'black-7D'] },
  },
  {
    id: 'three-rail-short',
    question: 'when I hit a 3 rail kick hard it comes up short of the system line',
    expect: { cards: ['black-9D', 'black-KD', 'black-5D'] },
  },
  {
    id: 'three-rail-cluster',
    question: 'every path is blocked by a bunch of balls, can I go three rails around them',
    expect: { cards: ['black-JD'] },
  },
  // Kick safeties (black hearts).
  {
    id: 'kick-safety-hooked',
    question: 'im hooked, how do I play a kick that leaves my opponent nothing',
    expect: { cards: ['black-AH', 'black-2H', 'black-4H', 'black-7H', 'black-8H'] },
  },
  {
    id: 'kick-safety-rail-rule',
    question: 'does a ball have to hit a rail after contact on a kick safety',
    expect: { cards: ['black-2H', 'black-4H', 'black-7C'] },
  },
  {
    id: 'kick-safety-freeze',
    question: 'how do I freeze the object ball to the rail as a safe',
    expect: { cards: ['black-9H', 'black-4H', 'black-2H'] },
  },
  {
    id: 'kick-safety-thin',
    question: 'kick safety where I just clip the ball so it barely moves',
    expect: { cards: ['black-5H'] },
  },
  {
    id: 'kick-safety-distance',
    question: 'how to kick the object ball to the other end and leave whitey far away',
    expect: { cards: ['black-10H', 'black-7H'] },
  },
  // Follow-ups: the expectation is for the question the turn before refines.
  {
    id: 'followup-stun-then-draw',
    question: 'and with draw?',
    history: earlierTurn(
      'how do I move the cue ball sideways with stun on an almost straight shot?',
      'Strike below centre so the cue ball is still sliding at contact: it leaves along the tangent line.',
    ),
    expect: { cards: ['red-4D', 'red-KD', 'red-7D', 'red-AD'] },
  },
  {
    id: 'followup-running-then-reverse',
    question: 'and reverse?',
    history: earlierTurn(
      'what does running english do off the rail?',
      'Running English widens the angle off the cushion and keeps the cue ball moving.',
    ),
    expect: { cards: REVERSE_ENGLISH },
  },
  {
    id: 'followup-one-then-two-rails',
    question: 'what about two rails?',
    history: earlierTurn(
      'how do I aim a one rail kick?',
      'Find the mirror image of the object ball across the cushion line and aim a little short of it.',
    ),
    expect: { cards: TWO_RAIL_KICKS },
  },
  {
    id: 'followup-follow-harder',
    question: 'and if i hit it harder?',
    history: earlierTurn(
      'where does the cue ball go with follow on a half ball hit?',
      'A rolling cue ball leaves about 30° off its line: check it with the peace sign.',
    ),
    expect: { cards: ['red-QC', 'red-8C', 'red-AC', 'red-4C'] },
  },
  {
    id: 'followup-stop-far',
    question: 'what if the balls are far apart?',
    history: earlierTurn(
      'how do I play a stop shot?',
      'Strike a little below centre with a smooth level stroke so the cue ball arrives sliding and parks.',
    ),
    expect: { cards: ['red-3S', 'red-AS'] },
  },
];

/** Answered from the coach's own notes (league rules, basics, equipment, practice). */
const NOTE_QUESTIONS: PlayerQuestion[] = [
  { id: 'rule-23', question: 'what is the 23 rule in apa', expect: { knowledge: ['rule-23'] } },
  {
    id: 'rule-23-lineup',
    question: 'can our five players add up to 25 skill levels on match night?',
    expect: { knowledge: ['rule-23'] },
  },
  {
    id: 'skill-levels',
    question: 'how do apa skill levels work',
    expect: { knowledge: ['rule-skill-levels'] },
  },
  {
    id: 'skill-level-up',
    question: 'how does my skill level go up, I went from a 3 to a 4',
    expect: { knowledge: ['rule-skill-levels'] },
  },
  {
    id: 'race-chart',
    question: 'how many games does a 5 need against a 3 in 8 ball',
    expect: { knowledge: ['rule-race-chart'] },
  },
  {
    id: 'nine-ball-points',
    question: 'how many points does a skill level 4 need in 9-ball',
    expect: { knowledge: ['rule-nine-ball-points'] },
  },
  {
    id: 'nine-ball-scoring',
    question: 'how is a 9 ball match scored out of 20 points',
    expect: { knowledge: ['rule-nine-ball-points'] },
  },
  {
    id: 'team-points',
    question: 'how many team points do you get for winning an 8-ball match 2-0 vs hill hill',
    expect: { knowledge: ['rule-team-points'] },
  },
  { id: 'senior-rule', question: "what's the senior rule", expect: { knowledge: ['rule-senior'] } },
  {
    id: 'put-up',
    question: 'who puts up first and should I throw my best shooter first?',
    expect: { knowledge: ['rule-put-up'] },
  },
  {
    id: 'break',
    question: 'how should I break in 8 ball to make a ball and keep the cue ball in the middle',
    expect: { knowledge: ['basics-break'] },
  },
  {
    id: 'bridge',
    question: 'open bridge or closed bridge, my bridge hand wobbles',
    expect: { knowledge: ['basics-bridge'] },
  },
  {
    id: 'stance',
    question: 'how should I stand at the table',
    expect: { knowledge: ['basics-stance'] },
  },
  {
    id: 'stroke',
    question: 'my stroke is jerky, how do I get a smooth straight stroke',
    expect: { knowledge: ['basics-stroke'] },
  },
  { id: 'chalk', question: 'how often should I chalk', expect: { knowledge: ['equipment-chalk'] } },
  {
    id: 'tips',
    question: 'soft or hard tip, which is better',
    expect: { knowledge: ['equipment-tips'] },
  },
  {
    id: 'cloth',
    question: 'the new cloth at our bar is super fast, does that change anything',
    expect: { knowledge: ['equipment-cloth'] },
  },
  {
    id: 'bar-cue-ball',
    question: 'the cue ball on the bar box feels heavier and wont draw',
    expect: { knowledge: ['equipment-cue-ball'] },
  },
  {
    id: 'buy-cue',
    question: 'what cue should I buy',
    expect: { knowledge: ['equipment-cue'] },
  },
  {
    id: 'practice-routine',
    question: 'what should my practice routine look like, I have an hour a night',
    expect: { knowledge: ['practice-routine'] },
  },
  {
    id: 'practice-app',
    question: 'how do I use this app to practise',
    expect: { knowledge: ['practice-with-app'] },
  },
];

/** Nothing the coach knows answers these. */
const UNCOVERED_QUESTIONS: PlayerQuestion[] = [
  { id: 'jump', question: 'how do I jump the cue ball over a blocker', expect: { notCovered: true } },
  { id: 'masse', question: 'how do you hit a massé shot', expect: { notCovered: true } },
  { id: 'weather', question: "what's the weather like tomorrow", expect: { notCovered: true } },
  { id: 'football', question: 'who won the football last night', expect: { notCovered: true } },
  { id: 'combination', question: 'how do I play a combination shot', expect: { notCovered: true } },
  { id: 'snooker', question: 'what are the rules of snooker', expect: { notCovered: true } },
  { id: 'lasagna', question: 'give me a good lasagna recipe', expect: { notCovered: true } },
  { id: 'pool-hall', question: "what's the best pool hall in Chicago", expect: { notCovered: true } },
  { id: 'one-pocket', question: 'how do you play one pocket', expect: { notCovered: true } },
  { id: 'goat', question: 'who is the greatest pool player of all time', expect: { notCovered: true } },
  { id: 'nerves', question: 'I get so nervous on match night my arm shakes', expect: { notCovered: true } },
  { id: 'push-out', question: 'explain the push out rule in 9 ball', expect: { notCovered: true } },
  {
    id: 'ball-in-hand',
    question: 'where can I put the cue ball after my opponent scratches',
    expect: { notCovered: true },
  },
  { id: 'capital', question: 'what is the capital of France', expect: { notCovered: true } },
  { id: 'betting', question: 'how should I bet on a money match', expect: { notCovered: true } },
  {
    id: 'carom',
    question: 'how do you score in three cushion carom billiards',
    expect: { notCovered: true },
  },
];

/** Every player question: the coach tab, no practice record. */
export const PLAYER_QUESTIONS: PlayerQuestion[] = [
  ...CARD_QUESTIONS,
  ...NOTE_QUESTIONS,
  ...UNCOVERED_QUESTIONS,
];
