import { isBlockedShortcut } from './ContentProtection';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('content protection shortcuts', () => {
  it('blocks F12, Ctrl+Shift+I/J/C and Ctrl+U', () => {
    expect(isBlockedShortcut(key('F12'))).toBe(true);
    expect(isBlockedShortcut(key('I', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(key('j', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(key('C', { metaKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(key('u', { ctrlKey: true }))).toBe(true);
  });

  it('leaves ordinary typing and copy alone', () => {
    expect(isBlockedShortcut(key('u'))).toBe(false);
    expect(isBlockedShortcut(key('c', { ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(key('I', { shiftKey: true }))).toBe(false);
  });
});
