import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';
import { DownloadDataButton } from '../account/DownloadDataButton';
import { NotificationsSwitch } from '../push/NotificationsSwitch';
import { Authenticators } from './Authenticators';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * /account/security: authenticator apps, the password, this device's notifications and the
 * player's data (a download, and the way to /delete-account).
 */
export function SecurityPage() {
  usePageTitle('Security');
  const { hash } = useLocation();
  // the bell's 'Notification settings' link lands on its section
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/" size="sm">
          ← Back to Home
        </Anchor>
        <Title order={1}>Security</Title>
        <Paper withBorder p="lg" component="section">
          <Title order={2} size="h4" mb="sm">
            Two-step verification
          </Title>
          <Authenticators />
        </Paper>
        <Paper withBorder p="lg" component="section">
          <Title order={2} size="h4" mb="sm">
            Password
          </Title>
          <ChangePasswordForm />
        </Paper>
        <Paper
          withBorder
          p="lg"
          component="section"
          id="notifications"
          aria-labelledby="notifications-title"
          // below the sticky header when the bell's link scrolls here
          style={{ scrollMarginTop: 'calc(var(--mantine-spacing-xl) * 3)' }}
        >
          <Title order={2} size="h4" mb="sm" id="notifications-title">
            Notifications
          </Title>
          <NotificationsSwitch />
        </Paper>
        <Paper withBorder p="lg" component="section" aria-labelledby="your-data-title">
          <Title order={2} size="h4" mb="sm" id="your-data-title">
            Your data
          </Title>
          <Text size="sm" mb="md">
            Download a JSON file of everything the app keeps about you, or delete your data or your account.
          </Text>
          <Group gap="md">
            <DownloadDataButton />
            <Anchor component={Link} to="/delete-account" size="sm">
              Delete data or account
            </Anchor>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
