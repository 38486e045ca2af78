import { Anchor, AppShell, Button, Container, Group, Stack, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { IconSettings } from '@tabler/icons-react';
import { useIsAdmin } from '../api/auth';
import { useSiteInfo } from '../api/site';
import { useAuth } from '../features/auth/AuthProvider';
import { SignOutButton } from '../features/auth/SignOutButton';
import { SubscriptionBadge } from '../features/billing/SubscriptionBadge';
import { SubscriptionButton } from '../features/billing/SubscriptionButton';
import { SubscriptionDialog } from '../features/billing/SubscriptionDialog';
import { SubscriptionProvider } from '../features/billing/SubscriptionProvider';
import { MoreMenu } from './MoreMenu';
import { ThemeSelector } from './ThemeSelector';
import { ThemeToggle } from './ThemeToggle';
import { useProductName } from './useProductName';
import classes from './AppLayout.module.css';

const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/delete-account', label: 'Delete Account' },
];

function AdminButton() {
  const { data: isAdmin } = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <Button
      component={Link}
      to="/admin"
      variant="default"
      leftSection={<IconSettings size={16} />}
      visibleFrom="md"
    >
      Admin
    </Button>
  );
}

function HeaderActions() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  if (status === 'authenticated') {
    return (
      <>
        <SubscriptionBadge />
        <SubscriptionButton />
        <AdminButton />
        <MoreMenu />
        <SignOutButton />
      </>
    );
  }
  if (status === 'unauthenticated' && pathname !== '/auth') {
    return (
      <>
        <SubscriptionBadge />
        <Button component={Link} to="/auth" variant="default">
          Sign In
        </Button>
      </>
    );
  }
  return null;
}

/** Title and tagline, the session's actions and the dark-mode toggle. */
export function AppHeader() {
  const productName = useProductName();
  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Anchor component={Link} to="/" underline="never" c="inherit" className={classes.brand}>
          <Text component="span" fw={800} fz="xl" lh={1.1} display="block">
            {productName}
          </Text>
          <Text size="xs" c="dimmed" visibleFrom="xs">
            Kick shots & position play, one card at a time
          </Text>
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <HeaderActions />
          <ThemeToggle />
        </Group>
      </Group>
    </Container>
  );
}

function AppFooter() {
  const { data: site } = useSiteInfo();
  const productName = useProductName();
  const external = site
    ? [
        { href: site.contact.storeUrl, label: 'Store' },
        { href: site.contact.facebookUrl, label: 'Facebook' },
        { href: site.contact.instagramUrl, label: 'Instagram' },
      ]
    : [];
  return (
    <Container size="xl" py="md">
      <Stack gap="xs" align="center">
        <Group component="nav" aria-label="Footer" gap="md" justify="center">
          {FOOTER_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
              {link.label}
            </Anchor>
          ))}
          {external.map((link) => (
            <Anchor
              key={link.label}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              c="dimmed"
            >
              {link.label}
            </Anchor>
          ))}
        </Group>
        <ThemeSelector />
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} {productName}
          {site ? ` · v${site.version}` : ''}
        </Text>
      </Stack>
    </Container>
  );
}

/** App shell: header, page content and footer. */
export function AppLayout() {
  return (
    <SubscriptionProvider>
      <AppShell header={{ height: 64 }} padding={0}>
        <AppShell.Header>
          <AppHeader />
        </AppShell.Header>
        <AppShell.Main className={classes.main}>
          <div className={classes.content}>
            <Outlet />
          </div>
          <footer className={classes.footer}>
            <AppFooter />
          </footer>
        </AppShell.Main>
      </AppShell>
      <SubscriptionDialog />
    </SubscriptionProvider>
  );
}
