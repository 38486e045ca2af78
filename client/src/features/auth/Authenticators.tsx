import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { authKeys, useMe, useRemoveFactor } from '../../api/auth';
import { ApiRequestError } from '../../api/client';
import type { Factor } from '../../api/types';
import { messageOf } from './auth-form-rules';
import { useAuth } from './AuthProvider';
import { CodePrompt } from './CodePrompt';
import { EnrollAuthenticator } from './EnrollAuthenticator';
import { RecoveryCodes } from './RecoveryCodes';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

const UNEXPECTED = 'An unexpected error occurred.';

/**
 * The verified authenticators, their removal (a code first when the session is not aal2), adding
 * one, and the recovery codes: how many are left, a new set, and a new set shown once.
 */
export function Authenticators() {
  const { data: me, isPending, isError, error } = useMe();
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const remove = useRemoveFactor();
  const [enrolling, setEnrolling] = useState(false);
  const [elevateFor, setElevateFor] = useState<Factor | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: authKeys.me });
    void queryClient.invalidateQueries({ queryKey: authKeys.recoveryCodes });
  };

  const removeFactor = (factor: Factor) =>
    remove.mutate(factor.id, {
      onSuccess: () => {
        notifications.show({
          title: 'Authenticator removed',
          message: `${factor.friendlyName} no longer protects your account.`,
        });
        setElevateFor(null);
        refresh();
      },
      onError: (e) => {
        if (e instanceof ApiRequestError && e.code === 'AAL2_REQUIRED') setElevateFor(factor);
        else
          notifications.show({
            color: 'red',
            title: 'Could not remove the authenticator',
            message: messageOf(e, UNEXPECTED),
          });
      },
    });

  if (isPending) return <Loader size="sm" aria-label="Loading" />;
  if (isError) return <Alert color="red">{messageOf(error, UNEXPECTED)}</Alert>;
  const verified = me.factors.filter((f) => f.status === 'verified');
  return (
    <Stack>
      {verified.length === 0 && !enrolling && (
        <Text c="dimmed" size="sm">
          No authenticator yet. Add one so that signing in also needs a code from your phone.
        </Text>
      )}
      {verified.map((factor) => (
        <Paper key={factor.id} withBorder p="sm">
          <Group justify="space-between">
            <Group gap="xs">
              <IconShieldCheck size={18} aria-hidden />
              <Text fw={500}>{factor.friendlyName}</Text>
              <Badge variant="light">Verified</Badge>
            </Group>
            <Button
              color="red"
              variant="light"
              size="xs"
              loading={remove.isPending}
              onClick={() => removeFactor(factor)}
            >
              Remove
            </Button>
          </Group>
          {elevateFor?.id === factor.id && (
            <CodePrompt
              factor={factor}
              label="Enter a code from this authenticator to confirm the removal."
              onVerified={() => removeFactor(factor)}
              allowRecoveryCode
            />
          )}
        </Paper>
      ))}
      {newCodes && newCodes.length > 0 && (
        <RecoveryCodesPanel codes={newCodes} onDone={() => setNewCodes(null)} />
      )}
      {verified[0] && !newCodes && <RecoveryCodes factor={verified[0]} onNewCodes={setNewCodes} />}
      {enrolling ? (
        <EnrollAuthenticator
          onDone={(codes) => {
            setEnrolling(false);
            setNewCodes(codes);
            refresh();
          }}
        />
      ) : (
        <Group>
          <Button variant="light" onClick={() => setEnrolling(true)}>
            {verified.length ? 'Add another authenticator' : 'Add authenticator app'}
          </Button>
        </Group>
      )}
      {session?.aal === 'aal2' && (
        <Text size="xs" c="dimmed">
          This session is verified with your authenticator.
        </Text>
      )}
    </Stack>
  );
}
