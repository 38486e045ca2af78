import { Center, Loader, Stack, Text } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './AuthProvider';

/** The login guard of every guarded route: 'Loading...' while checking, then the page or /auth. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
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
