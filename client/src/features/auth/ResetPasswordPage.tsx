import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword, useResetTokenStatus } from '../../api/auth';
import { ApiRequestError } from '../../api/client';
import { usePageTitle } from '../../ui/usePageTitle';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';

/** The page shows its spinner this long (1 second) before it checks the link. */
export const RESET_CHECK_DELAY_MS = 1000;

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), RESET_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const status = useResetTokenStatus(waited ? token : null);
  const reset = useResetPassword();
  const form = useNewPasswordForm();

  const checking = !waited || (!!token && status.isPending);
  const valid = !!token && status.data?.valid === true;

  const submit = form.onSubmit((values) => {
    reset.mutate(
      { token: token!, password: values.password },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Password updated successfully',
            message: 'You can now sign in with your new password',
          });
          void navigate('/auth');
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Password update failed',
            message: error instanceof ApiRequestError ? error.message : 'Please try again.',
          }),
      },
    );
  });

  return (
    <Container size={440} py="xl">
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {checking ? (
          <Center py="xl">
            <Loader aria-label="Checking the reset link" />
          </Center>
        ) : valid ? (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Title order={1} size="h3">
                Reset Password
              </Title>
              <Text c="dimmed">Enter a new password for your account</Text>
              <NewPasswordFields form={form} />
              <Button type="submit" loading={reset.isPending} fullWidth>
                Update password
              </Button>
            </Stack>
          </form>
        ) : (
          <Stack>
            <Title order={1} size="h3">
              Invalid Reset Link
            </Title>
            <Text c="dimmed">The password reset link is invalid or has expired.</Text>
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="Invalid reset link">
              Request a new password reset link from the sign-in page: links work once and expire after 1
              hour.
            </Alert>
            <Button component={Link} to="/auth">
              Go to Sign In
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
