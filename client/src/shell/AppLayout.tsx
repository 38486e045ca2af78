import { Anchor, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconDots, IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useIsAdmin } from '../api/auth';
import { useSiteInfo } from '../api/site';
import { useProductName } from '../ui/useProductName';
import { useAuth } from '../features/auth/AuthProvider';
import { SignOutButton } from '../features/auth/SignOutButton';
import { InboxBell } from '../features/push/InboxBell';
import { SubscriptionBadge } from '../features/billing/SubscriptionBadge';
import { SubscriptionButton } from '../features/billing/SubscriptionButton';
import { SubscriptionProvider, useSubscription } from '../features/billing/SubscriptionProvider';
import { HeaderButton } from '../ui/HeaderButton';
import { SkipLink } from '../ui/SkipLink';
import { OfflineBanner } from './OfflineBanner';
import { ThemeToggle } from '../ui/ThemeToggle';
import classes from './AppLayout.module.css';

// Not needed to show a page: each in a chunk of its own, fetched when the player reaches for it
// (hover, focus or tap on its button) or, for the footer's, when it scrolls into view.
const loadMoreMenu = () => import('./MoreMenu');
const MoreMenu = lazy(() => loadMoreMenu().then((m) => ({ default: m.MoreMenu })));
const ThemeSelector = lazy(() => import('../ui/ThemeSelector').then((m) => ({ default: m.ThemeSelector })));
const SubscriptionDialog = lazy(() =>
  import('../features/billing/SubscriptionDialog').then((m) => ({ default: m.SubscriptionDialog })),
);

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
  return <HeaderButton component={Link} to="/admin" label="Admin" icon={<IconSettings size={18} />} />;
}

/**
 * The More button. Its menu (and the floating-ui code behind it) is created on the first open;
 * hovering or focusing the button fetches its chunk ahead of the click.
 */
function MoreButton() {
  const [opened, setOpened] = useState<{ focus: boolean } | null>(null);
  const button = (onClick?: (focus: boolean) => void) => (
    <HeaderButton
      label="More"
      icon={<IconDots size={18} />}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMoreMenu()}
      onFocus={() => void loadMoreMenu()}
      onClick={(event) => onClick?.(event.currentTarget === document.activeElement)}
    />
  );
  if (!opened) return button((focus) => setOpened({ focus }));
  return (
    <Suspense fallback={button()}>
      <MoreMenu focus={opened.focus} />
    </Suspense>
  );
}

function HeaderActions() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  if (status === 'authenticated') {
    return (
      <>
        <SubscriptionButton />
        <AdminButton />
        <InboxBell />
        <MoreButton />
        <SignOutButton />
      </>
    );
  }
  if (status === 'unauthenticated' && pathname !== '/auth') {
    return (
      <>
        <Button component={Link} to="/auth" variant="default">
          Sign In
        </Button>
      </>
    );
  }
  return null;
}

/** The subscription badge: Trial, Active, Inactive or Error — or Not signed in, except on /auth. */
function HeaderStatus() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  if (status === 'loading' || (status === 'unauthenticated' && pathname === '/auth')) return null;
  return <SubscriptionBadge />;
}

/** Title and tagline, the session's actions and the dark-mode toggle. */
export function AppHeader() {
  const productName = useProductName();
  const { status } = useAuth();
  return (
    <Container size="xl" className={classes.bar}>
      <Anchor component={Link} to="/" underline="never" c="inherit" className={classes.brand}>
        <Text component="span" fw={800} fz="xl" lh={1.1} display="block">
          {productName}
        </Text>
        <Text component="span" size="xs" c="dimmed" display="block" visibleFrom="md">
          Kick shots & position play, one card at a time
        </Text>
      </Anchor>
      <div className={classes.status}>
        <HeaderStatus />
      </div>
      {/* a new group once the session is known: its buttons appear beside the toggle, which stays
          where it is (the group itself, resized from the right, would count as a layout shift) */}
      <Group
        gap="xs"
        wrap="nowrap"
        className={classes.actions}
        key={status === 'loading' ? 'waiting' : 'known'}
      >
        <HeaderActions />
        <ThemeToggle />
      </Group>
    </Container>
  );
}

/** The footer's colour-scheme selector, fetched when the footer scrolls into view. */
function FooterThemeSelector() {
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);
  return (
    <div ref={box} className={classes.themeSelector}>
      {inView && (
        <Suspense fallback={null}>
          <ThemeSelector />
        </Suspense>
      )}
    </div>
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
        <FooterThemeSelector />
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} {productName}
          {site ? ` · v${site.version}` : ''}
        </Text>
      </Stack>
    </Container>
  );
}

/** The subscription dialog, fetched only when the rules (or the player) open it. */
function LazySubscriptionDialog() {
  const { dialogOpened } = useSubscription();
  if (!dialogOpened) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionDialog />
    </Suspense>
  );
}

/**
 * App shell: a sticky header, the page and the footer. The page area is at least a screen tall,
 * so the footer starts below the fold and never jumps while a page loads.
 */
export function AppLayout() {
  return (
    <SubscriptionProvider>
      <SkipLink href="#main">Skip to content</SkipLink>
      <header className={classes.header}>
        <AppHeader />
      </header>
      <OfflineBanner />
      <main id="main" className={classes.content}>
        <Outlet />
      </main>
      <footer className={classes.footer}>
        <AppFooter />
      </footer>
      <LazySubscriptionDialog />
    </SubscriptionProvider>
  );
}
