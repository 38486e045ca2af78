import {
  Alert,
  Button,
  Center,
  Container,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword, useResetTokenStatus } from '../../api/auth';
import { ApiRequestError } from '../../api/client';
import { usePageTitle } from '../../ui/usePageTitle';

/** Waits this long before checking the link (the spec's 1 second). */
export const RESET_CHECK_DELAY_MS = 1000;

/** Validation of the new-password form: both fields, at least 6 characters, matching. */
export function validateNewPassword(
  password: string,
  confirmPassword: string,
): { password?: string; confirmPassword?: string } {
  const errors: { password?: string; confirmPassword?: string } = {};
  if (!password) errors.password = 'Password is required';
  else if (password.length < 6) errors.password = 'Password must be at least 6 characters';
  if (!confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (password && password !== confirmPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

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
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => validateNewPassword(values.password, values.confirmPassword),
  });

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
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                required
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm new password"
                autoComplete="new-password"
                required
                {...form.getInputProps('confirmPassword')}
              />
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
