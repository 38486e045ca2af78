import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys, useRecoveryCodesStatus, useRegenerateRecoveryCodes } from '../../api/auth';
import { ApiRequestError } from '../../api/client';
import type { Factor } from '../../api/types';
import { messageOf } from './auth-form-rules';
import { CodePrompt } from './CodePrompt';

/** Below this many unused codes the player is asked to make a new set. */
const FEW_LEFT = 3;

/**
 * How many recovery codes are left, and a new set on demand (after a confirmation, and a code of
 * the authenticator when the session is not verified with it): `onNewCodes` shows them.
 */
export function RecoveryCodes({
  factor,
  onNewCodes,
}: {
  factor: Factor;
  onNewCodes: (codes: string[]) => void;
}) {
  const queryClient = useQueryClient();
  const status = useRecoveryCodesStatus();
  const regenerate = useRegenerateRecoveryCodes();
  const [confirming, setConfirming] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);

  const makeNewSet = () =>
    regenerate.mutate(undefined, {
      onSuccess: ({ codes }) => {
        setConfirming(false);
        setNeedsCode(false);
        onNewCodes(codes);
        void queryClient.invalidateQueries({ queryKey: authKeys.recoveryCodes });
      },
      onError: (e) => {
        if (e instanceof ApiRequestError && e.code === 'AAL2_REQUIRED') setNeedsCode(true);
        else
          notifications.show({
            color: 'red',
            title: 'Could not make new recovery codes',
            message: messageOf(e, 'An unexpected error occurred.'),
          });
      },
    });

  if (status.isPending) return <Loader size="sm" aria-label="Loading your recovery codes" />;
  if (status.isError)
    return <Alert color="red">{messageOf(status.error, 'An unexpected error occurred.')}</Alert>;
  const { remaining } = status.data;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Recovery codes
      </Title>
      <Text size="sm" data-testid="recovery-codes-left">
        {remaining === 1 ? '1 recovery code left' : `${remaining} recovery codes left`}
      </Text>
      {remaining <= FEW_LEFT && (
        <Text size="sm" fw={500}>
          Make a new set so that a lost phone never locks you out.
        </Text>
      )}
      {confirming ? (
        <Stack gap="xs">
          <Text size="sm">New codes replace your current ones: the old codes stop working.</Text>
          {needsCode && (
            <CodePrompt
              factor={factor}
              label="Enter a code from your authenticator to make new recovery codes."
              onVerified={makeNewSet}
              allowRecoveryCode
            />
          )}
          <Group gap="sm">
            <Button size="xs" loading={regenerate.isPending} onClick={makeNewSet}>
              Make new codes
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setConfirming(false);
                setNeedsCode(false);
              }}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button size="xs" variant="light" onClick={() => setConfirming(true)}>
            Make new recovery codes
          </Button>
        </Group>
      )}
    </Stack>
  );
}
