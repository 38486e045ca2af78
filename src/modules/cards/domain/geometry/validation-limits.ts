// Limits of a playable shot (the diagrams draw two of them: the miscue circle and the target zone).
export { MISCUE_LIMIT } from '../simulation/parameters.js';
/** The radius of a position card's target zone around `target` (diamonds): where the cue ball must stop. */
export const TARGET_TOLERANCE = 0.35;
export const MAX_CUT_DEG = 80;
/** A kick's drawn finish must lie within this of where the simulated ball stops (diamonds). */
export const FINISH_TOLERANCE = 0.35;
/** A quarter of a ball (diamonds): a kick whose geometric aim misses its contact by more needs `correctedAim`. */
export const QUARTER_BALL = 0.045;
