import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useEnrollFactor } from '../../api/auth';
import type { Factor, Schemas } from '../../api/types';
import { useProductName } from '../../ui/useProductName';
import { messageOf } from './auth-form-rules';
import { CodePrompt } from './CodePrompt';

/**
 * Adds an authenticator app: a name, then its QR code (or key) and a first code to verify it.
 * `onDone` gets the recovery codes the server made for the enrolment, to show once.
 */
export function EnrollAuthenticator({ onDone }: { onDone: (recoveryCodes: string[]) => void }) {
  const enroll = useEnrollFactor();
  const productName = useProductName();
  const [enrolled, setEnrolled] = useState<Schemas['EnrolledFactorDto'] | null>(null);
  const [name, setName] = useState('Authenticator app');
  if (!enrolled) {
    return (
      <Stack gap="sm">
        <TextInput
          label="Name of this authenticator"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={64}
        />
        <Group>
          <Button
            loading={enroll.isPending}
            disabled={!name.trim()}
            onClick={() =>
              enroll.mutate(name.trim(), {
                onSuccess: setEnrolled,
                onError: (e) =>
                  notifications.show({
                    color: 'red',
                    title: 'Could not start enrolment',
                    message: messageOf(e, 'An unexpected error occurred.'),
                  }),
              })
            }
          >
            Set up authenticator app
          </Button>
        </Group>
      </Stack>
    );
  }
  const factor: Factor = {
    id: enrolled.id,
    friendlyName: enrolled.friendlyName,
    factorType: 'totp',
    status: 'unverified',
    createdAt: '',
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the
        6-digit code it shows.
      </Text>
      <Image
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolled.qrCode)}`}
        alt={`QR code to add ${productName} to your authenticator app`}
        w={200}
        h={200}
        bg="white"
        radius="sm"
      />
      <Text size="xs" c="dimmed">
        Can't scan? Enter this key: <Code data-testid="totp-secret">{enrolled.secret}</Code>
      </Text>
      <CodePrompt
        factor={factor}
        label="Code from the app"
        onVerified={(recoveryCodes) => {
          notifications.show({
            title: 'Authenticator added',
            message: 'Sign-in will now ask for a code from your app.',
          });
          onDone(recoveryCodes ?? []);
        }}
      />
    </Stack>
  );
}
