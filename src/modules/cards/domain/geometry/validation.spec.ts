import type { CardGeometry } from '../card.types.js';
import { kick, position } from './spec-helpers.js';
import { pocketOpeningProblems, validateGeometry } from './validation.js';

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
    expect(messages(position({ target: { x: 5, y: 1.2 } }))).toMatch(/stops at .* from the target/);
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

describe('validation checks what the card claims', () => {
  const messages = (g: CardGeometry): string => validateGeometry(g).join('\n');

  it('the object ball enters the pocket within its opening', () => {
    // Corner: from (6.5, 0.5) the line to (8, 0) is 26.6° off the diagonal and passes 0.083 from the jaw.
    expect(pocketOpeningProblems({ x: 6.5, y: 0.5 }, 'bottom-right', 3).join()).toMatch(
      /comes into the bottom-right pocket 26.57° off the pocket's axis \(a corner takes up to 25°\): its line passes 0.08 from the near jaw at \(7.74, 0\) on the bottom cushion/,
    );
    expect(pocketOpeningProblems({ x: 7, y: 0.8 }, 'bottom-right', 3)).toEqual([]);
    // Frozen to the rail it rolls along the cushion into the pocket.
    expect(pocketOpeningProblems({ x: 6, y: 0.09 }, 'bottom-right', 3)).toEqual([]);
    // Side: 45° off square takes speed 2 (limit 50°) but not speed 3 (limit 40°).
    expect(pocketOpeningProblems({ x: 3, y: 1 }, 'bottom-side', 2)).toEqual([]);
    expect(pocketOpeningProblems({ x: 3, y: 1 }, 'bottom-side', 3).join()).toMatch(
      /45° off square, more than the 40° a side pocket takes at speed 3/,
    );
    // Through validateGeometry, on a position card.
    expect(
      messages(
        position({ cueBall: { x: 5, y: 1.5 }, objectBall: { x: 6.5, y: 0.5 }, pocket: 'bottom-right' }),
      ),
    ).toMatch(/clips the point/);
  });

  it('a position target lies in the zone the card names', () => {
    const g = position({ target: { x: 3, y: 2 }, finishZone: 'foot-end' });
    expect(messages(g)).toMatch(
      /target \(3, 2\) is not in the 'foot-end' zone the card names in finishZone \(x > 5.5\); it lies in 'centre'/,
    );
  });

  it('a kick is needed: the direct route and every simpler kick are shut', () => {
    // No blocker: the direct hit is open.
    expect(messages(kick({ cueBall: { x: 2, y: 2 }, objectBall: { x: 6, y: 2 } }))).toMatch(
      /a direct full hit is open: no ball lies within a ball's width of its path \(there is no blocker\), so the card's 1-rail kick is not needed; move a blocker onto that route \(e.g. to \(3.91, 2\)\)/,
    );
    // A blocker in the middle shuts it.
    expect(
      messages(kick({ cueBall: { x: 2, y: 2 }, objectBall: { x: 6, y: 2 }, blockers: [{ x: 4, y: 2 }] })),
    ).not.toMatch(/is open/);
    // Two rails around a corner, but the top rail alone is open.
    const twoRail = kick({
      cueBall: { x: 2, y: 1 },
      objectBall: { x: 2, y: 3 },
      blockers: [{ x: 2, y: 2 }],
      rails: ['right', 'top'],
    });
    expect(messages(twoRail)).toMatch(/a 1-rail kick off the left rail is open \(aim at \(0.09, 2\)\)/);
  });
});
