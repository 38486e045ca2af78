/** A failed check of a scenario: its message says what was found against what was expected. */
export class CheckFailed extends Error {
  name = 'CheckFailed';
}

export function check(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

/** Seconds with one decimal, for the figures. */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
