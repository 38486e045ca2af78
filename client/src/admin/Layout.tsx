import HomeIcon from '@mui/icons-material/Home';
import PhonelinkRingIcon from '@mui/icons-material/PhonelinkRing';
import WebIcon from '@mui/icons-material/Web';
import { Button, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppBar, Layout, LoadingIndicator, Menu, TitlePortal, useBasename } from 'react-admin';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { usePhoneLayout } from './phone-list';

function AdminAppBar() {
  // on a phone the page's title needs the room: the way back is an icon with its name
  const small = usePhoneLayout();
  return (
    <AppBar
      // signing out and the account are the player app's (Back to app): no second user menu
      userMenu={false}
      toolbar={
        <>
          <ColorSchemeToggle />
          {/* its spinner, passed these props, is a progressbar with a name */}
          <LoadingIndicator aria-label="Loading" />
        </>
      }
    >
      <TitlePortal />
      {/* an absolute link of the outer router: out of /admin, back to the player's app */}
      {small ? (
        <IconButton component={Link} to="/" color="inherit" aria-label="Back to app" title="Back to app">
          <HomeIcon />
        </IconButton>
      ) : (
        <Button component={Link} to="/" color="inherit" startIcon={<HomeIcon />}>
          Back to app
        </Button>
      )}
    </AppBar>
  );
}

/** The dashboard, every resource, then the two broadcast composers (custom routes). */
function AdminMenu() {
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to={`${basename}/web-broadcast`} primaryText="Web Broadcast" leftIcon={<WebIcon />} />
      <Menu.Item
        to={`${basename}/app-broadcast`}
        primaryText="App Broadcast"
        leftIcon={<PhonelinkRingIcon />}
      />
    </Menu>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
