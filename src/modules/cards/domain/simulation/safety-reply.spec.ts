import { describe, expect, it } from '@jest/globals';
import { bestReply, describeReply, replies } from './safety-reply.js';

describe("a safety's leave: the opponent's best reply", () => {
  it('finds an easy direct shot: the object ball near a corner, the cue ball behind it', () => {
    const reply = bestReply({ x: 5.8, y: 2.1 }, [{ x: 7.2, y: 3.2 }]);
    expect(reply).toMatchObject({ kind: 'direct', pocket: 'top-right', easy: true });
    expect(reply!.cutDeg).toBeLessThan(10);
    expect(describeReply(reply!)).toMatch(
      /^a direct \d+(\.\d+)?° cut on the ball at \(7\.2, 3\.2\) into the top-right pocket/,
    );
  });

  it('counts a ball in the way: hidden behind a blocker, the best reply is thin, long or off a rail', () => {
    const ob = { x: 6, y: 2 };
    const blocker = { x: 4.6, y: 2 };
    const reply = bestReply({ x: 3.6, y: 2 }, [ob, blocker]);
    expect(reply?.easy ?? false).toBe(false);
    // Without the blocker the same object ball is a straight shot into a corner or side.
    expect(replies({ x: 3.6, y: 2 }, [ob]).some((r) => r.kind === 'direct' && r.ball === ob)).toBe(true);
  });

  it('offers one-rail kicks when no direct line is open, never through a pocket mouth', () => {
    const all = replies({ x: 1, y: 2 }, [
      { x: 6.5, y: 2 },
      { x: 3, y: 2 },
      { x: 3, y: 1.7 },
      { x: 3, y: 2.3 },
    ]);
    const kicks = all.filter((r) => r.kind === 'one-rail');
    expect(kicks.length).toBeGreaterThan(0);
    for (const k of kicks) expect(k.via).toBeDefined();
  });
});
