import type { Session } from '../../api/types';
import {
  notAuthenticatedMessage,
  requireUser,
  USER_NOT_AUTHENTICATED,
  UserNotAuthenticatedError,
} from './require-user';

describe('requireUser', () => {
  it("raises 'User not authenticated' when there is no session", () => {
    expect(() => requireUser({ session: null })).toThrow(UserNotAuthenticatedError);
    expect(() => requireUser({ session: null })).toThrow(USER_NOT_AUTHENTICATED);
    expect(USER_NOT_AUTHENTICATED).toBe('User not authenticated');
  });

  it('answers the session when there is one', () => {
    const session = { accessToken: 'a' } as unknown as Session;
    expect(requireUser({ session })).toBe(session);
  });

  it('reads the app’s own session by default (signed out in a fresh store)', () => {
    expect(() => requireUser()).toThrow(USER_NOT_AUTHENTICATED);
  });

  it('tells the missing-user error from others', () => {
    expect(notAuthenticatedMessage(new UserNotAuthenticatedError())).toBe('User not authenticated');
    expect(notAuthenticatedMessage(new Error('User not authenticated'))).toBeNull();
  });
});
