import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { applyAttemptAnswer } from '../../api/practice';
import { sendQueuedTaps } from '../practice/useOfflineTaps';
import { useAuth } from './AuthProvider';

/**
 * Signing out, wherever the Sign Out button is (the header, the subscription dialog): the taps made
 * offline go first, this browser stops getting the player's notifications, the session ends and the
 * player lands on /auth with the spec's toast.
 */
export function useSignOut(): { signOut: () => void; busy: boolean } {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      // taps made offline are sent before the session ends (signing out forgets the unsent ones)
      if (navigator.onLine) await sendQueuedTaps((answer) => applyAttemptAnswer(queryClient, answer));
      // this browser no longer gets the player's notifications (its chunk only now: not in the first load)
      await import('../push/push-device').then((m) => m.forgetDevice()).catch(() => undefined);
      await signOut();
      notifications.show({ message: 'You have been signed out.' });
    } catch (error) {
      // A missing session is a normal sign-out; anything else is reported, and we are signed out locally anyway.
      if (!(error instanceof ApiRequestError && error.status === 401)) {
        notifications.show({ color: 'red', title: 'Sign out failed', message: (error as Error).message });
      }
    } finally {
      setBusy(false);
      void navigate('/auth');
    }
  };
  return { signOut: () => void run(), busy };
}
