import { Anchor, Container, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';
import { Authenticators } from './Authenticators';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /account/security: authenticator apps and the password. */
export function SecurityPage() {
  usePageTitle('Security');
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
      </Stack>
    </Container>
  );
}
