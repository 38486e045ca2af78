import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { applyAttemptAnswer } from '../../api/practice';
import { HeaderButton } from '../../ui/HeaderButton';
import { sendQueuedTaps } from '../practice/useOfflineTaps';
import { useAuth } from './AuthProvider';

export function SignOutButton() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      // taps made offline are sent before the session ends (signing out forgets the unsent ones)
      if (navigator.onLine) await sendQueuedTaps((answer) => applyAttemptAnswer(queryClient, answer));
      // this browser no longer gets the player's notifications (its chunk only now: not in the first load)
      await import('../notifications/push-device').then((m) => m.forgetDevice()).catch(() => undefined);
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
  return (
    <HeaderButton
      label="Sign Out"
      icon={<IconLogout size={18} />}
      onClick={() => void onClick()}
      loading={busy}
    />
  );
}
