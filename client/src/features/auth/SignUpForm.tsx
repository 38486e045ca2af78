import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { useSignUp } from '../../api/auth';
import { EmailField } from './EmailField';
import { emailRule, messageOf } from './auth-form-rules';
import { useAuth } from './AuthProvider';

/** Sign Up: e-mail and a password entered twice; the free trial starts at once. */
export function SignUpForm() {
  const signUp = useSignUp();
  const { setSession } = useAuth();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { email: '', password: '', confirmPassword: '' },
    validate: {
      email: emailRule,
      password: (value) =>
        !value ? 'Password is required' : value.length < 6 ? 'Password must be at least 6 characters' : null,
      confirmPassword: (value) => (value ? null : 'Please confirm your password'),
    },
  });
  const submit = form.onSubmit((values) => {
    if (values.password !== values.confirmPassword) {
      notifications.show({
        color: 'red',
        title: 'Passwords do not match',
        message: 'Please make sure your passwords match',
      });
      return;
    }
    signUp.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (session) => {
          setSession(session, 'SIGNED_IN');
          notifications.show({
            title: 'Registration successful',
            message: 'Your free trial has started. Check your email to confirm your address.',
          });
          void navigate('/');
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Sign up failed',
            message: messageOf(error, 'An error occurred during registration'),
          }),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <EmailField {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          description="At least 6 characters"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={signUp.isPending} fullWidth>
          Sign Up
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          By signing up you agree to our{' '}
          <Anchor component={Link} to="/terms" size="xs">
            Terms of Service
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to="/privacy" size="xs">
            Privacy Policy
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  );
}
