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
      'The tip dot shows where to strike the cue ball, read like a clock face: centre ball for stun, 12 o’clock for follow, 6 o’clock for draw, 3 and 9 o’clock for right and left side spin.',
  },
  {
    id: 'shooting-power',
    title: 'Shooting Power',
    imagePath: '/kickshot-diagrams/info/shooting-power.svg',
    description:
      'Speed runs from 1 (soft) to 5 (hard). The scale shows roughly how many table lengths the cue ball would roll on its own at each speed.',
  },
  {
    id: 'cards-index',
    title: 'Cards Index',
    imagePath: '/kickshot-diagrams/info/cards-index.svg',
    description:
      'The black deck holds kick shots and the red deck position play; the suit is the shot family and the rank the difficulty, from the ace (easiest) to the king (hardest).',
  },
];
