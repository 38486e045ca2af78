import { Alert, Container } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useAuth } from '../features/auth/AuthProvider';
import { countOf } from '../features/practice/practice-rules';
import { useQueuedTaps, useTapSync } from '../features/practice/useOfflineTaps';

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a connection, kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, () => navigator.onLine);
}

/**
 * Says so when the app is offline (the cards and favourites show from the cache instead of
 * spinners), and how many practice taps wait to be sent; sends them when the connection is back.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { status, session } = useAuth();
  // with a session: opened offline, the player has none until the connection brings one back
  useTapSync(status === 'authenticated' && !!session && online);
  const waiting = useQueuedTaps().size;
  if (online && waiting === 0) return null;
  const taps = waiting > 0 ? ` ${countOf(waiting, 'tap')} waiting to sync.` : '';
  return (
    <Container size="xl" pt="sm">
      <Alert
        role="status"
        color={online ? 'blue' : 'gray'}
        variant="light"
        icon={online ? <IconRefresh size={18} /> : <IconCloudOff size={18} />}
        data-testid="offline-banner"
      >
        {online
          ? `Back online: sending your practice taps.${taps}`
          : `You are offline: the cards you have seen and your favourites are shown from this device, and practice taps are kept until you are back online.${taps}`}
      </Alert>
    </Container>
  );
}
