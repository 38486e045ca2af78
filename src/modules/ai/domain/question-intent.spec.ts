import { describe, expect, it } from '@jest/globals';
import {
  askedFamilies,
  FAMILY_BOOST,
  familyWeight,
  passageCovers,
  UNASKED_SAFETY,
  uncoveredTopic,
} from './question-intent.js';

describe('the shot family a question asks for', () => {
  it('reads the family from the player’s words, slang and typos included', () => {
    const families = (q: string) => askedFamilies(q).map((pattern) => pattern.source);
    expect(families('how do I kick at a ball frozen to the rail')).toEqual(['kick']);
    expect(families('how do i do a 2 rial kick')).toEqual(['kick', 'two-rail']);
    expect(families('follw shot basics')).toEqual(['follow']);
    expect(families('how do I get more backspin')).toEqual(['draw']);
    expect(families('where do I aim')).toEqual([]);
  });

  it('weights the cards of the asked family up, and safeties down unless asked for', () => {
    const kick = askedFamilies('kick at a ball near the rail');
    expect(familyWeight('one-rail kick', kick)).toBe(FAMILY_BOOST);
    expect(familyWeight('kick safety', kick)).toBe(FAMILY_BOOST * UNASKED_SAFETY);
    expect(familyWeight('kick safety', askedFamilies('a kick safety'))).toBe(FAMILY_BOOST);
    expect(familyWeight('draw', kick)).toBe(1);
    expect(familyWeight('kick safety', [])).toBe(1);
  });
});

describe('topics the coach does not teach', () => {
  it('recognises them, and only a passage about the topic may answer', () => {
    expect(uncoveredTopic('how do I jump the cue ball over a blocker')?.name).toBe('jump shots');
    expect(uncoveredTopic('explain the push out rule in 9 ball')?.name).toBe('the rules of a rack');
    expect(uncoveredTopic('how should I bet on a money match')?.name).toBe('betting');
    expect(uncoveredTopic('how do I kick at a ball frozen to the rail')).toBeUndefined();
    const jump = uncoveredTopic('jump shot')!;
    expect(passageCovers('Kick around the blocker off one rail', jump)).toBe(false);
    expect(passageCovers('A jump shot lifts the cue ball', jump)).toBe(true);
  });
});
