import { Center, Loader, Stack, Text } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSavedCardList } from '../home/saved-card-list';
import { useAuth } from './AuthProvider';

/**
 * The login guard of every guarded route: 'Loading...' while checking, then the page or /auth. The
 * home page alone shows while the session is being recovered, when this device keeps a card list
 * to show meanwhile (the card list the service worker saved); nothing shows while that copy is
 * looked up, a matter of milliseconds.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  const saved = useSavedCardList(status === 'loading' && location.pathname === '/');
  if (status === 'loading') {
    if (location.pathname === '/' && saved.phase === 'ready') return <Outlet />;
    if (location.pathname === '/' && saved.phase === 'reading') return null;
    return (
      <Center mih="60vh">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text>Loading...</Text>
        </Stack>
      </Center>
    );
  }
  if (status === 'unauthenticated')
    return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
