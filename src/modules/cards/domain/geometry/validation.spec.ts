import type { CardGeometry } from '../card.types.js';
import { computePath } from './paths.js';
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

  it('the cue ball reaches the object ball at the card speed', () => {
    const g = kick({
      cueBall: { x: 1, y: 3.5 },
      objectBall: { x: 7, y: 3.5 },
      blockers: [{ x: 4, y: 3.5 }],
      speed: 1,
    });
    expect(messages(g)).toMatch(
      /struck at speed 1 the cue ball stops after [\d.]+ diamonds, at .*before it reaches the object ball .*play it at speed [2-5] or more/,
    );
  });

  it('a kick that arrives rolling gives correctedAim, on the cushion line and the side the model corrects to', () => {
    const base = kick({
      cueBall: { x: 1, y: 2 },
      objectBall: { x: 5, y: 2 },
      blockers: [{ x: 3, y: 2 }],
      speed: 1,
    });
    const model = computePath(base);
    const aim = model.aimPoint!;
    expect(model.kick?.aimShift).toBeLessThan(-0.25);
    expect(messages(base)).toMatch(
      /meets the bottom rail rolling \(roll 1\) and rebounds wider than the mirror angle: .* set correctedAim to/,
    );
    expect(messages({ ...base, correctedAim: { x: aim.x, y: 0.2 } })).toMatch(
      /is not on the bottom rail's cushion line \(y = 0.09/,
    );
    expect(messages({ ...base, correctedAim: { x: 3.2, y: 0.09 } })).toMatch(
      /0.2 diamond past the mirror point, but at this speed and tip the cue ball must meet the rail .* short of the mirror point/,
    );
    expect(messages({ ...base, correctedAim: { x: aim.x + 0.02, y: 0.09 } })).not.toMatch(/correctedAim/);
  });

  it('a kick pot whose cue ball follows the object ball into the pocket is a scratch', () => {
    const g = kick({
      cueBall: { x: 5.05, y: 2.09 },
      objectBall: { x: 7.6, y: 3.3 },
      blockers: [{ x: 6.25, y: 2.5 }],
      rails: ['bottom'],
      pocket: 'top-right',
      speed: 3,
    });
    expect(messages(g)).toMatch(
      /after the pot the cue ball scratches: it meets the object ball rolling \(roll 1\) at [\d.]+ m\/s with a [\d.]+° cut, runs on [\d.]+ diamonds and falls in the top-right pocket/,
    );
  });

  it('a kick safety sends a ball to a rail after contact, and draws the finish where the balls go', () => {
    const soft = kick({
      cueBall: { x: 1, y: 2 },
      objectBall: { x: 5, y: 2 },
      blockers: [{ x: 3, y: 2 }],
      speed: 1,
      correctedAim: { x: 2.64, y: 0.09 },
    });
    expect(messages(soft)).toMatch(
      /no ball reaches a cushion after contact, a foul under the rail-after-contact rule \(WPA\/BCA\): the object ball rolls [\d.]+ diamonds and stops at .*short of the top cushion/,
    );
    const finish = kick({
      cueBall: { x: 2, y: 1.2 },
      objectBall: { x: 4, y: 1.2 },
      blockers: [{ x: 3, y: 1.2 }],
      speed: 2,
      finish: {
        cueBall: { x: 2, y: 3 },
        zone: 'head-end',
        objectBall: { x: 4.2, y: 3.5 },
        objectBallZone: 'centre',
      },
    });
    const m = messages(finish);
    expect(m).toMatch(
      /finish.cueBall \(2, 3\) is [\d.]+ off the cue ball's route after contact \(limit 0.35\)/,
    );
    expect(m).toMatch(
      /finish.objectBall \(4.2, 3.5\) is not in the 'centre' zone the card names in finish.objectBallZone \(x 2.5–5.5, y 1–3\); it lies in 'top-rail', 'top-side-pocket'/,
    );
  });
});
