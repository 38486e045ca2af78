import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSignOut } from '../auth/useSignOut';
import { useSubscription } from './SubscriptionProvider';

interface OpenPage {
  to: string;
  label: string;
}

/** The free tools: the player's own notes, links and teams, and the tools that show no card. */
const TOOLS: OpenPage[] = [
  { to: '/notes', label: 'Notes' },
  { to: '/links', label: 'Links & Media' },
  { to: '/lineup', label: 'Lineup Advisor' },
  { to: '/timeout', label: 'Timeout Timer' },
  { to: '/flip-coin', label: 'Flip a Coin' },
  { to: '/about', label: 'About' },
];

/** The account, the player's data (download and deletion) and the legal pages. */
const ACCOUNT: OpenPage[] = [
  { to: '/account/security', label: 'Security' },
  { to: '/delete-account', label: 'Download or Delete Your Data' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
];

function PageLinks({ title, pages }: { title: string; pages: OpenPage[] }) {
  const { closeDialog } = useSubscription();
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <Text id={id} size="sm" fw={600} mb={4}>
        {title}
      </Text>
      <Stack gap={4}>
        {pages.map((page) => (
          <Anchor key={page.to} component={Link} to={page.to} size="sm" onClick={closeDialog}>
            {page.label}
          </Anchor>
        ))}
      </Stack>
    </nav>
  );
}

/**
 * In the dialog that cannot be dismissed (the trial has ended): what stays open without a
 * subscription — the free tools, the account and data pages, the legal pages — and Sign Out.
 */
export function StillOpenPanel() {
  const { signOut, busy } = useSignOut();
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      {/* Sign Out at the top: the toasts come in at the bottom of the screen */}
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <div>
          <Title order={3} size="h5" id={titleId}>
            Open without a subscription
          </Title>
          <Text size="sm" c="dimmed">
            Your notes, links, teams and account stay yours.
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={signOut}
          loading={busy}
        >
          Sign Out
        </Button>
      </Group>
      <SimpleGrid cols={2} spacing="md">
        <PageLinks title="Tools" pages={TOOLS} />
        <PageLinks title="Account" pages={ACCOUNT} />
      </SimpleGrid>
    </Paper>
  );
}
