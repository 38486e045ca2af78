import HomeIcon from '@mui/icons-material/Home';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppBar, Layout, LoadingIndicator, TitlePortal } from 'react-admin';
import { ColorSchemeToggle } from './ColorSchemeToggle';

function AdminAppBar() {
  return (
    <AppBar
      // signing out and the account are the player app's (Back to app): no second user menu
      userMenu={false}
      toolbar={
        <>
          <ColorSchemeToggle />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
      {/* an absolute link of the outer router: out of /admin, back to the player's app */}
      <Button component={Link} to="/" color="inherit" startIcon={<HomeIcon />}>
        Back to app
      </Button>
    </AppBar>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={AdminAppBar}>{children}</Layout>;
}
