import {
  notAuthenticatedMessage,
  requireUser,
  USER_NOT_AUTHENTICATED,
  UserNotAuthenticatedError,
} from './require-user';

describe('requireUser', () => {
  it("raises 'User not authenticated' when no player is signed in", () => {
    expect(() => requireUser({ status: 'unauthenticated' })).toThrow(UserNotAuthenticatedError);
    expect(() => requireUser({ status: 'unauthenticated' })).toThrow(USER_NOT_AUTHENTICATED);
    expect(() => requireUser({ status: 'loading' })).toThrow(USER_NOT_AUTHENTICATED);
    expect(USER_NOT_AUTHENTICATED).toBe('User not authenticated');
  });

  it('lets a signed-in player through, also offline before the session itself is back', () => {
    expect(() => requireUser({ status: 'authenticated' })).not.toThrow();
  });

  it('reads the app’s own session by default (signed out in a fresh store)', () => {
    expect(() => requireUser()).toThrow(USER_NOT_AUTHENTICATED);
  });

  it('tells the missing-user error from others', () => {
    expect(notAuthenticatedMessage(new UserNotAuthenticatedError())).toBe('User not authenticated');
    expect(notAuthenticatedMessage(new Error('User not authenticated'))).toBeNull();
  });
});
