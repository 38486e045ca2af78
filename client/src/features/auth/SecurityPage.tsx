import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Container,
  Group,
  Image,
  Loader,
  Paper,
  PinInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  authKeys,
  useChangePassword,
  useEnrollFactor,
  useMe,
  useRemoveFactor,
  verifyFactor,
} from '../../api/auth';
import { ApiRequestError } from '../../api/client';
import type { Factor, Schemas } from '../../api/types';
import { usePageTitle } from '../../ui/usePageTitle';
import { useAuth } from './AuthProvider';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';

function errorText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : 'An unexpected error occurred.';
}

/** Asks for a code of a verified factor and upgrades the session to aal2. */
function CodePrompt({
  factor,
  label,
  onVerified,
}: {
  factor: Factor;
  label: string;
  onVerified: () => void;
}) {
  const { setSession } = useAuth();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verify = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      setSession(await verifyFactor(factor.id, value), 'MFA_CHALLENGE_VERIFIED');
      onVerified();
    } catch (e) {
      setError(errorText(e));
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{label}</Text>
      <PinInput
        length={6}
        type="number"
        oneTimeCode
        value={code}
        onChange={setCode}
        onComplete={(v) => void verify(v)}
        disabled={busy}
        aria-label="Authenticator code"
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function EnrollAuthenticator({ onDone }: { onDone: () => void }) {
  const enroll = useEnrollFactor();
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
                    message: errorText(e),
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
        alt="QR code to add Kickshots to your authenticator app"
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
        onVerified={() => {
          notifications.show({
            title: 'Authenticator added',
            message: 'Sign-in will now ask for a code from your app.',
          });
          onDone();
        }}
      />
    </Stack>
  );
}

function Authenticators() {
  const { data: me, isPending, isError, error } = useMe();
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const remove = useRemoveFactor();
  const [enrolling, setEnrolling] = useState(false);
  const [elevateFor, setElevateFor] = useState<Factor | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: authKeys.me });

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
            message: errorText(e),
          });
      },
    });

  if (isPending) return <Loader size="sm" aria-label="Loading" />;
  if (isError) return <Alert color="red">{errorText(error)}</Alert>;
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
            />
          )}
        </Paper>
      ))}
      {enrolling ? (
        <EnrollAuthenticator
          onDone={() => {
            setEnrolling(false);
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

function ChangePassword() {
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
        else notifications.show({ color: 'red', title: 'Password update failed', message: errorText(e) });
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

/** /account/security: authenticator apps and the password. */
export function SecurityPage() {
  usePageTitle('Security');
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/" size="sm">
          ← Back to Home
        </Anchor>
        <Title order={1}>Security</Title>
        <Paper withBorder p="lg" component="section">
          <Title order={2} size="h4" mb="sm">
            Two-step verification
          </Title>
          <Authenticators />
        </Paper>
        <Paper withBorder p="lg" component="section">
          <Title order={2} size="h4" mb="sm">
            Password
          </Title>
          <ChangePassword />
        </Paper>
      </Stack>
    </Container>
  );
}
