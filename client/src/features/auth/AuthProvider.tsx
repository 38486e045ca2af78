import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { SERVER_UNREACHABLE_MESSAGE, serverReach } from '../../api/client';
import { siteKeys } from '../../api/site';
import type { Session } from '../../api/types';
// (before auth-store: in this order the build keeps both in the entry chunk, one file fewer to load)
import { forgetPlayerDevice } from './forget-device-data';
import { authStore, type AuthEvent, type AuthState } from './auth-store';

interface AuthContextValue extends AuthState {
  signOut: () => Promise<void>;
  setSession: (
    session: Session,
    event: Extract<AuthEvent, 'SIGNED_IN' | 'MFA_CHALLENGE_VERIFIED' | 'USER_UPDATED'>,
  ) => void;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

const UNREACHABLE_TOAST_ID = 'server-unreachable';

/** Runs `listener` on every auth event (signed in, token refreshed, signed out, …). */
export function useAuthEvents(listener: (event: AuthEvent, state: AuthState) => void): void {
  useEffect(() => authStore.subscribe(listener), [listener]);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // A change of session re-renders the whole app (guards, header, page): as a transition, which
  // React renders in slices, not in one long task (a store read by useSyncExternalStore is
  // always rendered in one go). Whatever reads the session outside React reads the store itself.
  const [state, setState] = useState(() => authStore.getState());
  useEffect(() => {
    const follow = () => {
      const next = authStore.getState();
      startTransition(() => setState(next));
    };
    follow(); // a change between the first render and this subscription
    return authStore.subscribe(follow);
  }, []);
  const queryClient = useQueryClient();

  useEffect(() => {
    void authStore.start();
  }, []);

  useEffect(
    () =>
      authStore.subscribe((event) => {
        // Another user's data must never show after a sign-out or a sign-in as someone else.
        if (event === 'SIGNED_OUT' || event === 'SIGNED_IN')
          queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== siteKeys.all[0] });
        // nothing of the player stays on the device: the favourites mirror, the offline copies
        // and the unsent taps go too
        if (event === 'SIGNED_OUT') void forgetPlayerDevice();
      }),
    [queryClient],
  );

  // The server cannot be reached or cannot serve: the player stays signed in, and is told so until
  // a call gets through again (offline, the offline banner says it). Then what failed is fetched again.
  useEffect(() => {
    const retryFailed = () =>
      void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    const stopReach = serverReach.subscribe((unreachable) => {
      if (unreachable && navigator.onLine) {
        notifications.show({
          id: UNREACHABLE_TOAST_ID,
          color: 'red',
          message: SERVER_UNREACHABLE_MESSAGE,
          autoClose: false,
        });
      } else {
        notifications.hide(UNREACHABLE_TOAST_ID);
        if (!unreachable) retryFailed();
      }
    });
    // a session recovered after the server came back: the calls made without it are made again
    const stopAuth = authStore.subscribe((event) => {
      if (event === 'TOKEN_REFRESHED') retryFailed();
    });
    return () => {
      stopReach();
      stopAuth();
    };
  }, [queryClient]);

  useEffect(() => {
    if (state.error) {
      notifications.show({
        color: 'red',
        title: 'Authentication Error',
        message: 'There was a problem checking your login status.',
      });
    }
  }, [state.error]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signOut: () => authStore.signOut(),
      setSession: (session, event) => authStore.setSession(session, event),
    }),
    [state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
