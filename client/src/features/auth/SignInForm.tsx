import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useSignIn } from '../../api/auth';
import type { MfaRequired } from '../../api/types';
import { EmailField } from './EmailField';
import { emailRule, messageOf, requiredPassword } from './auth-form-rules';
import { useAuth } from './AuthProvider';

/** Sign In: e-mail and password; an account with an authenticator goes on to `onMfa`. */
export function SignInForm({ onMfa, onForgot }: { onMfa: (mfa: MfaRequired) => void; onForgot: () => void }) {
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
        <EmailField {...form.getInputProps('email')} />
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
