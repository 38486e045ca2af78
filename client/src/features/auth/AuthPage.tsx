import {
  Anchor,
  Button,
  Center,
  Container,
  Paper,
  PasswordInput,
  PinInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { verifyFactor, useRecover, useSignIn, useSignUp } from '../../api/auth';
import { ApiRequestError } from '../../api/client';
import { useSiteInfo } from '../../api/site';
import type { MfaRequired } from '../../api/types';
import { usePageTitle } from '../../ui/usePageTitle';
import { useAuth } from './AuthProvider';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailRule = (value: string) =>
  !value.trim() ? 'Email is required' : EMAIL.test(value.trim()) ? null : 'Enter a valid email address';
const requiredPassword = (value: string) => (value ? null : 'Password is required');

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

function SignInForm({ onMfa, onForgot }: { onMfa: (mfa: MfaRequired) => void; onForgot: () => void }) {
  const signIn = useSignIn();
  const { setSession } = useAuth();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: { email: emailRule, password: requiredPassword },
  });
  const submit = form.onSubmit((values) => {
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (result) => {
          if ('mfaRequired' in result) return onMfa(result);
          setSession(result, 'SIGNED_IN');
          notifications.show({ title: 'Signed in successfully', message: 'Welcome back', autoClose: 4000 });
          void navigate('/');
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Sign in failed',
            message: messageOf(error, 'An error occurred during sign in'),
            autoClose: 5000,
          }),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          Sign In
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onForgot}>
          Forgot password?
        </Anchor>
      </Stack>
    </form>
  );
}

function SignUpForm() {
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
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
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

function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
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
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
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

function MfaStep({ mfa, onCancel }: { mfa: MfaRequired; onCancel: () => void }) {
  const { setSession } = useAuth();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const factor = mfa.factors[0];
  const verify = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      const session = await verifyFactor(factor.id, value, mfa.mfaToken);
      setSession(session, 'MFA_CHALLENGE_VERIFIED');
      notifications.show({ title: 'Signed in successfully', message: 'Welcome back', autoClose: 4000 });
      void navigate('/');
    } catch (e) {
      setError(messageOf(e, 'An error occurred during sign in'));
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack align="center">
      <Title order={2} size="h4">
        Two-step verification
      </Title>
      <Text size="sm" c="dimmed" ta="center">
        Enter the 6-digit code from your authenticator app ({factor.friendlyName}).
      </Text>
      <PinInput
        length={6}
        type="number"
        oneTimeCode
        autoFocus
        value={code}
        onChange={setCode}
        onComplete={(value) => void verify(value)}
        disabled={busy}
        error={!!error}
        aria-label="Authenticator code"
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Button onClick={() => void verify(code)} loading={busy} disabled={code.length !== 6} fullWidth>
        Verify
      </Button>
      <Button variant="subtle" onClick={onCancel}>
        Back to Sign In
      </Button>
    </Stack>
  );
}

/** /auth: Sign In and Sign Up tabs, the Forgot password view and the authenticator step. */
export function AuthPage() {
  usePageTitle('Sign In');
  const { status } = useAuth();
  const { data: site } = useSiteInfo();
  const [view, setView] = useState<'tabs' | 'forgot'>('tabs');
  const [tab, setTab] = useState<string | null>('sign-in');
  const [mfa, setMfa] = useState<MfaRequired | null>(null);

  if (status === 'authenticated') return <Navigate to="/" replace />;

  return (
    <Container size={440} py="xl">
      <Center mb="lg">
        <Stack gap={4} align="center">
          <Title order={1}>{site?.appName ?? 'Kickshots'}</Title>
          <Text c="dimmed" size="sm">
            Kick shots & position play, one card at a time
          </Text>
        </Stack>
      </Center>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {mfa ? (
          <MfaStep mfa={mfa} onCancel={() => setMfa(null)} />
        ) : view === 'forgot' ? (
          <ForgotPasswordForm onBack={() => setView('tabs')} />
        ) : (
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="sign-in">Sign In</Tabs.Tab>
              <Tabs.Tab value="sign-up">Sign Up</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="sign-in">
              <SignInForm onMfa={setMfa} onForgot={() => setView('forgot')} />
            </Tabs.Panel>
            <Tabs.Panel value="sign-up">
              <SignUpForm />
            </Tabs.Panel>
          </Tabs>
        )}
      </Paper>
    </Container>
  );
}
