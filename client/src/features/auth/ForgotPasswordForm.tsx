import { Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRecover } from '../../api/auth';
import { EmailField } from './EmailField';
import { emailRule, messageOf } from './auth-form-rules';

/** Forgot password: sends a reset link to the e-mail, then goes back to Sign In. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const recover = useRecover();
  const form = useForm({ initialValues: { email: '' }, validate: { email: emailRule } });
  const submit = form.onSubmit((values) => {
    recover.mutate(values.email.trim(), {
      onSuccess: () => {
        notifications.show({
          title: 'Password reset email sent',
          message: 'Check your email for a password reset link',
        });
        onBack();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Password reset failed',
          message: messageOf(error, 'Please try again.'),
        }),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          Forgot password
        </Title>
        <Text size="sm" c="dimmed">
          Enter the email of your account and we will send you a link to choose a new password.
        </Text>
        <EmailField {...form.getInputProps('email')} />
        <Button type="submit" loading={recover.isPending} fullWidth>
          Send reset link
        </Button>
        <Button variant="subtle" onClick={onBack}>
          Back to Sign In
        </Button>
      </Stack>
    </form>
  );
}
