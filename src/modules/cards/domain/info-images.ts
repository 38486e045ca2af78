import type { InfoImage } from './card.types.js';

/** The four images of the Info dialog; the SVGs come from renderInfoImage(id). */
export const INFO_IMAGES: InfoImage[] = [
  {
    id: 'general-description',
    title: 'General Description',
    imagePath: '/kickshot-diagrams/info/general-description.svg',
    description:
      'Each card shows one shot on a table seen from above: the white cue ball, the numbered object ball, the paths both balls take and, under the table, the tip position, the speed and a legend.',
  },
  {
    id: 'aiming-points',
    title: 'Aiming Points & Spin',
    imagePath: '/kickshot-diagrams/info/aiming-points.svg',
    description:
      'The tip dot shows where to strike the cue ball, read like a clock face: centre ball for stun, 12 o’clock for follow, 6 o’clock for draw, 3 and 9 o’clock for right and left side spin. ' +
      'How far from centre is a fraction of the ball radius R: centre is 0 and the edge of the ball 1 R, so a card prints e.g. “0.3 R below centre”. ' +
      'The miscue limit is 0.5 R: never strike farther out. A cue tip is about 13 mm wide, about 0.45 R, so half a tip is about 0.2 R.',
  },
  {
    id: 'shooting-power',
    title: 'Shooting Power',
    imagePath: '/kickshot-diagrams/info/shooting-power.svg',
    description:
      'Speed runs from 1 (soft) to 5 (hard). The scale shows roughly how many table lengths the cue ball would roll on its own at each speed. ' +
      'A table length here is the distance a ball struck at centre would roll on open cloth, with no cushion: 1 soft ≈ 1 table length, 2 soft to medium ≈ 2, 3 medium ≈ 4, 4 medium to hard ≈ 7 and 5 hard ≈ 12 (a cue-ball speed of about 0.97, 1.37, 1.93, 2.55 and 3.34 m/s). ' +
      'A card prints a range, e.g. “2–3”, and every cushion the ball meets takes away part of its speed.',
  },
  {
    id: 'cards-index',
    title: 'Cards Index',
    imagePath: '/kickshot-diagrams/info/cards-index.svg',
    description:
      'The black deck holds kick shots and the red deck position play; the suit is the shot family and the rank the difficulty, from the 2 (easiest) to the ace (hardest).',
  },
];
