import { Center, Loader, useComputedColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate, Route } from 'react-router';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { useIsAdmin } from '../api/auth';
import { usePageTitle } from '../ui/usePageTitle';
import audit from './audit';
import broadcasts from './broadcasts';
import { AppBroadcastPage } from './broadcasts/AppBroadcast';
import { WebBroadcastPage } from './broadcasts/WebBroadcast';
import { adminDarkTheme, adminLightTheme } from './theme';
import { createAuthProvider } from './authProvider';
import config from './app-config';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { AdminLayout } from './Layout';
import links from './links';
import promoCodes from './promo-codes';
import users from './users';
import videos from './videos';

/**
 * The admin panel: react-admin nested in the player app's router under /admin (no router of its
 * own, `basename` for its links), on the stock ra-data-simple-rest provider with the player's
 * session. The route is guarded (a visitor goes to /auth); a signed-in player who is not an admin
 * sees a spinner while the role loads, then goes to /.
 */
export function AdminApp() {
  usePageTitle('Admin');
  const { data: isAdmin, isPending, isError } = useIsAdmin();
  if (isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Checking admin access" />
      </Center>
    );
  }
  if (isError || !isAdmin) return <Navigate to="/" replace />;
  return <AdminPanel />;
}

function AdminPanel() {
  const playerQueryClient = useQueryClient();
  const authProvider = useMemo(() => createAuthProvider(playerQueryClient), [playerQueryClient]);
  // light/dark follows the player app's choice (localStorage 'theme', kept by Mantine)
  const scheme = useComputedColorScheme('light');
  return (
    <Admin
      basename="/admin"
      title="Kickshots Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={false}
      requireAuth
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={scheme === 'dark' ? adminDarkTheme : adminLightTheme}
      darkTheme={null}
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="videos" options={{ label: 'Practice Videos' }} {...videos} />
      <Resource name="links" options={{ label: 'Public Links' }} {...links} />
      <Resource name="promo-codes" options={{ label: 'Promo Codes' }} {...promoCodes} />
      <Resource name="config" options={{ label: 'Configuration' }} {...config} />
      <Resource name="broadcasts" options={{ label: 'Broadcasts' }} {...broadcasts} />
      <Resource name="audit-log" options={{ label: 'Audit Log' }} {...audit} />
      {/* the two broadcast composers, in the admin layout and menu */}
      <CustomRoutes>
        <Route path="/web-broadcast" element={<WebBroadcastPage />} />
        <Route path="/app-broadcast" element={<AppBroadcastPage />} />
      </CustomRoutes>
    </Admin>
  );
}
