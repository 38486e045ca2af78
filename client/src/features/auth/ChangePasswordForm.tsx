import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useChangePassword, useMe } from '../../api/auth';
import { ApiRequestError } from '../../api/client';
import { messageOf } from './auth-form-rules';
import { CodePrompt } from './CodePrompt';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';

/** Change password: entered twice; with an authenticator, a code first unless the session is aal2. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { data: me } = useMe();
  const [needsCode, setNeedsCode] = useState(false);
  const form = useNewPasswordForm();
  const save = (password: string) =>
    change.mutate(password, {
      onSuccess: () => {
        notifications.show({
          title: 'Password updated successfully',
          message: 'Your other sessions have been signed out.',
        });
        setNeedsCode(false);
        form.reset();
      },
      onError: (e) => {
        if (e instanceof ApiRequestError && e.code === 'AAL2_REQUIRED') setNeedsCode(true);
        else
          notifications.show({
            color: 'red',
            title: 'Password update failed',
            message: messageOf(e, 'An unexpected error occurred.'),
          });
      },
    });
  const factor = me?.factors.find((f) => f.status === 'verified');
  return (
    <form onSubmit={form.onSubmit((values) => save(values.password))} noValidate>
      <Stack>
        <NewPasswordFields form={form} />
        {needsCode && factor && (
          <CodePrompt
            factor={factor}
            label="Enter a code from your authenticator to confirm the change."
            onVerified={() => save(form.values.password)}
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
