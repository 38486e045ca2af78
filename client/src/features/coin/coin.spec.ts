import { BALL_OF, flipCoin, otherFace, RESULT_TEXT, type CoinFace, type RandomBytes } from './coin';

/** A random source that yields the given bytes in turn. */
function bytes(...values: number[]): RandomBytes {
  let next = 0;
  return (array) => {
    array.fill(values[next++ % values.length]);
    return array;
  };
}

describe('coin flip', () => {
  it('is heads on an even byte and tails on an odd one', () => {
    expect(flipCoin(bytes(0))).toBe('heads');
    expect(flipCoin(bytes(1))).toBe('tails');
    expect(flipCoin(bytes(254))).toBe('heads');
    expect(flipCoin(bytes(255))).toBe('tails');
  });

  it('asks for a single byte', () => {
    const lengths: number[] = [];
    flipCoin((array) => {
      lengths.push(array.length);
      return array;
    });
    expect(lengths).toEqual([1]);
  });

  it('splits the 256 byte values exactly in half', () => {
    const counts: Record<CoinFace, number> = { heads: 0, tails: 0 };
    for (let value = 0; value < 256; value++) counts[flipCoin(bytes(value))]++;
    expect(counts).toEqual({ heads: 128, tails: 128 });
  });

  it('uses the browser’s crypto by default, and lands on both faces', () => {
    const seen = new Set(Array.from({ length: 200 }, () => flipCoin()));
    expect(seen).toEqual(new Set(['heads', 'tails']));
  });

  it('words the result: the 8-ball is heads, the 9-ball tails', () => {
    expect(RESULT_TEXT.heads).toBe("It's an 8-Ball - Heads");
    expect(RESULT_TEXT.tails).toBe("It's a 9-Ball - Tails");
    expect(BALL_OF).toEqual({ heads: 8, tails: 9 });
    expect(otherFace('heads')).toBe('tails');
    expect(otherFace('tails')).toBe('heads');
  });
});
