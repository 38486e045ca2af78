import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { useAuth } from './AuthProvider';

export function SignOutButton() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
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
    <>
      <Button
        variant="default"
        leftSection={<IconLogout size={16} />}
        onClick={() => void onClick()}
        loading={busy}
        visibleFrom="sm"
      >
        Sign Out
      </Button>
      <Tooltip label="Sign Out">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Sign Out"
          onClick={() => void onClick()}
          loading={busy}
          hiddenFrom="sm"
        >
          <IconLogout size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
