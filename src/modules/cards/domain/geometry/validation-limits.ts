// Limits of a playable shot (the diagrams draw two of them: the miscue circle and the target zone).
export const TARGET_TOLERANCE = 0.35;
export const MAX_CUT_DEG = 80;
export const MISCUE_LIMIT = 0.7;
/** A modelled aim farther than this from the mirror point (diamonds, about a ball and a half) needs `correctedAim`. */
export const AIM_SHIFT_LIMIT = 0.25;
/** A kick pot whose modelled ball, aimed at the mirror point, misses the ghost ball by more than this needs `correctedAim`. */
export const POT_MISS_LIMIT = 0.05;
/** A drawn finish must lie within this of the ball's route after contact (diamonds). */
export const FINISH_TOLERANCE = 0.35;
/** …and about where the speed model stops the ball: within this fraction of the route, or FINISH_TOLERANCE + 0.15. */
export const FINISH_DISTANCE_FRACTION = 0.4;
