import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useChangePassword, useMe } from '../../api/auth';
import { ApiRequestError } from '../../api/client';
import { messageOf } from './auth-form-rules';
import { CodePrompt } from './CodePrompt';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';

/** The current-password field's message for the server's refusal of it. */
function currentPasswordError(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === 'INVALID_CURRENT_PASSWORD') return 'Your current password is not correct.';
  if (error.body.errors?.some((e) => e.field === 'currentPassword')) return 'Current password is required';
  return null;
}

/**
 * Change password: the current one, then the new one twice; with an authenticator, a code first
 * unless the session is aal2.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { data: me } = useMe();
  const [needsCode, setNeedsCode] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const form = useNewPasswordForm();
  const save = (password: string) =>
    change.mutate(
      { password, currentPassword },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Password updated successfully',
            message: 'Your other sessions have been signed out.',
          });
          setNeedsCode(false);
          setCurrentPassword('');
          form.reset();
        },
        onError: (e) => {
          const fieldError = currentPasswordError(e);
          if (e instanceof ApiRequestError && e.code === 'AAL2_REQUIRED') setNeedsCode(true);
          else if (fieldError) setCurrentError(fieldError);
          else
            notifications.show({
              color: 'red',
              title: 'Password update failed',
              message: messageOf(e, 'An unexpected error occurred.'),
            });
        },
      },
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // every field's message at once
    const missingCurrent = !currentPassword;
    if (missingCurrent) setCurrentError('Current password is required');
    if (form.validate().hasErrors || missingCurrent) return;
    save(form.values.password);
  };
  const factor = me?.factors.find((f) => f.status === 'verified');
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.currentTarget.value);
            setCurrentError(null);
          }}
          error={currentError}
        />
        <NewPasswordFields form={form} />
        {needsCode && factor && (
          <CodePrompt
            factor={factor}
            label="Enter a code from your authenticator to confirm the change."
            onVerified={() => save(form.values.password)}
            allowRecoveryCode
          />
        )}
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
