import type { CardGeometry } from '../card.types.js';
import { kick, position } from './spec-helpers.js';
import { validateGeometry } from './validation.js';

describe('validation reports invalid geometry', () => {
  const messages = (g: CardGeometry): string => validateGeometry(g).join('\n');

  it('overlapping balls and balls off the table', () => {
    expect(messages(kick({ cueBall: { x: 2, y: 2 }, objectBall: { x: 2.1, y: 2 } }))).toMatch(/overlap/);
    expect(messages(kick({ cueBall: { x: 2, y: 4.5 } }))).toMatch(/cue ball \(2, 4.5\) is off the table/);
  });

  it('tip beyond the miscue limit', () => {
    expect(messages(kick({ tip: { x: 0.6, y: 0.5 } }))).toMatch(/miscue limit/);
  });

  it('wrong rail order', () => {
    // Cue ball near the right rail, object ball near the top: going right-then-top is fine, top-then-right is not.
    expect(
      messages(kick({ cueBall: { x: 2, y: 1 }, objectBall: { x: 2, y: 3 }, rails: ['top', 'right'] })),
    ).toMatch(/rails/);
  });

  it('rail contact in a pocket mouth', () => {
    // Equal distances from the bottom rail, symmetric about x = 4: contact in the side pocket.
    expect(
      messages(kick({ cueBall: { x: 3, y: 1 }, objectBall: { x: 5, y: 1 }, rails: ['bottom'] })),
    ).toMatch(/bottom-side pocket mouth/);
  });

  it('blocked kick path', () => {
    expect(
      messages(kick({ cueBall: { x: 2, y: 2 }, objectBall: { x: 6, y: 2 }, blockers: [{ x: 3, y: 1.05 }] })),
    ).toMatch(/runs into the blocker 1/);
  });

  it('position that misses its target, impossible cut and shallow side pocket', () => {
    expect(messages(position({ target: { x: 7, y: 0.5 } }))).toMatch(/passes .* from the target/);
    expect(
      messages(position({ cueBall: { x: 6, y: 3.5 }, objectBall: { x: 4, y: 2 }, pocket: 'top-right' })),
    ).toMatch(/cut angle/);
    expect(
      messages(position({ cueBall: { x: 1, y: 1 }, objectBall: { x: 7, y: 0.5 }, pocket: 'bottom-side' })),
    ).toMatch(/cannot enter the bottom-side pocket/);
  });

  it('shot type and tip must agree', () => {
    expect(messages(position({ shot: 'draw', tip: { x: 0, y: 0.3 } }))).toMatch(/draw shot needs tip.y/);
    expect(messages(position({ shot: 'follow', tip: { x: 0, y: -0.3 } }))).toMatch(/follow shot needs tip.y/);
  });
});
