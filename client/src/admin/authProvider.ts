import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { authKeys } from '../api/auth';
import { api, unwrap } from '../api/client';
import { authStore } from '../features/auth/auth-store';

/**
 * A rejection react-admin reads: where to go, whether to sign out, and no toast (`message: false`,
 * which react-admin checks on the error object).
 */
function authError(fields: { redirectTo: string; logoutUser?: boolean }): Error {
  return Object.assign(new Error('Not allowed'), fields, { message: false });
}

/** Resolves once the player app's start-up session check is over. */
function settled(): Promise<void> {
  if (authStore.getState().status !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = authStore.subscribe(() => {
      if (authStore.getState().status === 'loading') return;
      stop();
      resolve();
    });
  });
}

/**
 * react-admin's authProvider on our auth API. There is no react-admin login page: a visitor
 * without a session is sent to the player app's /auth, and a signed-in player who is not an admin
 * to /. The role is the player app's is-admin query (`queryClient` is the player app's, so the
 * header's Admin button, the admin gate and this provider share one answer).
 */
export function createAuthProvider(queryClient: QueryClient): AuthProvider {
  const isAdmin = () =>
    queryClient.fetchQuery({
      queryKey: authKeys.isAdmin,
      queryFn: async () => (await unwrap(api.GET('/api/v1/auth/me/is-admin'))).isAdmin,
      staleTime: 60_000,
    });

  return {
    // The player app signs in; react-admin never shows its own login form.
    login: () => Promise.reject(new Error('Sign in on /auth')),
    logout: async () => {
      if (authStore.getState().session) await authStore.signOut();
      return '/auth';
    },
    checkAuth: async () => {
      await settled();
      if (authStore.getState().status !== 'authenticated')
        throw authError({ redirectTo: '/auth', logoutUser: false });
    },
    checkError: (error: { status?: number }) => {
      // no session (any more): to /auth; no admin role (any more): to the player app
      if (error.status === 401) return Promise.reject(authError({ redirectTo: '/auth' }));
      if (error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: authKeys.isAdmin });
        return Promise.reject(authError({ redirectTo: '/', logoutUser: false }));
      }
      return Promise.resolve();
    },
    getPermissions: async () => ((await isAdmin()) ? 'admin' : 'user'),
    canAccess: () => isAdmin(),
    getIdentity: async () => {
      const me = await unwrap(api.GET('/api/v1/auth/me'));
      return { id: me.id, fullName: me.email };
    },
  };
}
