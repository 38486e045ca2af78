import { gridAccess, type GridAccessInput } from './grid-access';

const base: GridAccessInput = {
  signedIn: true,
  checking: false,
  access: true,
  refused: false,
  savedCopy: false,
};

describe('the home grid’s access', () => {
  it('shows the cards once signed in with access', () => {
    expect(gridAccess(base)).toBe('open');
    expect(gridAccess({ ...base, savedCopy: true })).toBe('open');
  });

  it('shows the Subscription Required panel when the status or the server refuses, saved copy or not', () => {
    expect(gridAccess({ ...base, access: false })).toBe('refused');
    expect(gridAccess({ ...base, refused: true })).toBe('refused');
    expect(gridAccess({ ...base, access: false, savedCopy: true })).toBe('refused');
  });

  it('waits with the placeholders while the status is checked, without a saved copy', () => {
    expect(gridAccess({ ...base, checking: true, access: false })).toBe('waiting');
    expect(gridAccess({ ...base, checking: true, access: false, refused: true })).toBe('waiting');
  });

  it('shows the saved copy while the session and then the status check are on their way', () => {
    // before the session the status counts as no access: that refuses nothing yet
    expect(gridAccess({ ...base, signedIn: false, access: false, savedCopy: true })).toBe('open');
    expect(gridAccess({ ...base, checking: true, access: false, savedCopy: true })).toBe('open');
  });

  it('never refuses a page without a session, nor shows it cards without a saved copy', () => {
    expect(gridAccess({ ...base, signedIn: false, access: false })).toBe('waiting');
  });
});
