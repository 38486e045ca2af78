import {
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDatabaseOff, IconDownload, IconUserX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { resetPlayerDataQueries, useDeleteMyAccount, useDeleteMyData } from '../../api/account';
import { useMe } from '../../api/auth';
import { ApiRequestError } from '../../api/client';
import { usePageTitle } from '../../ui/usePageTitle';
import { messageOf } from '../auth/auth-form-rules';
import { useAuth } from '../auth/AuthProvider';
import { forgetPlayerDevice } from '../auth/forget-device-data';
import { forgetInbox } from '../push/forget-inbox';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import {
  CONFIRMATION_REQUIRED,
  DELETION,
  DELETION_FAILED,
  factorsToVerify,
  isConfirmed,
  type DeletionKind,
} from './delete-rules';
import { DownloadDataButton } from './DownloadDataButton';

/**
 * /delete-account: a copy of the player's data to download, then the two deletions:
 * 'Delete All Data' (the account stays, the player stays signed in and goes to /) and
 * 'Delete Account' (signed out, to /auth). Each needs its word typed exactly, then a second
 * confirmation (with the authenticator's code when the account has one and the session was not
 * verified with it).
 */
export function DeleteAccountPage() {
  usePageTitle('Delete Account');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { session, signOut } = useAuth();
  const me = useMe();
  const deleteData = useDeleteMyData();
  const deleteAccount = useDeleteMyAccount();
  const [typed, setTyped] = useState<Record<DeletionKind, string>>({ data: '', account: '' });
  // the second confirmation: which deletion it is about (kept while it closes) and whether it is open
  const [confirming, setConfirming] = useState<DeletionKind>('data');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState<DeletionKind | null>(null);
  // the server asked for the code although the session looked verified (or the factors were stale)
  const [codeAsked, setCodeAsked] = useState(false);

  const verified = me.data?.factors.filter((factor) => factor.status === 'verified') ?? [];
  const toVerify = codeAsked ? verified : factorsToVerify(me.data?.factors, session);

  // history back; a page opened directly has nothing to go back to in the app: home then
  const back = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  const ask = (kind: DeletionKind) => (event: FormEvent) => {
    event.preventDefault();
    if (!isConfirmed(kind, typed[kind])) {
      notifications.show({
        color: 'red',
        title: CONFIRMATION_REQUIRED,
        message: DELETION[kind].notConfirmed,
      });
      return;
    }
    setCodeAsked(false);
    setConfirming(kind);
    setDialogOpen(true);
  };

  const run = async (kind: DeletionKind) => {
    setBusy(kind);
    try {
      // what this browser keeps goes first: a tap queued offline must never bring deleted progress
      // back (the rest are copies, fetched again if the deletion fails)
      await forgetPlayerDevice();
      await (kind === 'data' ? deleteData : deleteAccount).mutateAsync();
    } catch (error) {
      setBusy(null);
      if (error instanceof ApiRequestError && error.code === 'AAL2_REQUIRED') {
        setCodeAsked(true);
        void me.refetch();
        return;
      }
      setDialogOpen(false);
      notifications.show({
        color: 'red',
        title: DELETION_FAILED,
        message: messageOf(error, DELETION[kind].failed),
      });
      return;
    }
    // nothing of the deleted data stays in this browser either: the inbox (the bell's messages and
    // count, the app icon's count, the notifications still shown) goes with it
    await Promise.all([forgetPlayerDevice(), forgetInbox(queryClient)]);
    if (kind === 'data') {
      void resetPlayerDataQueries(queryClient);
      notifications.show({ color: 'teal', ...DELETION.data.done });
      void navigate('/');
      return;
    }
    // the server has ended the session and forgotten this browser's push subscription: end it here too
    await import('../push/push-device').then((m) => m.unsubscribe()).catch(() => undefined);
    // the session is already revoked: a refused sign-out is still a local sign-out
    await signOut().catch(() => undefined);
    notifications.show({ color: 'teal', ...DELETION.account.done });
    void navigate('/auth', { replace: true });
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group>
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={back}>
            Back
          </Button>
        </Group>
        <div>
          <Title order={1}>Delete Account</Title>
          <Text c="dimmed">
            Download a copy of your data, delete everything the app keeps about you, or close your account for
            good.
          </Text>
        </div>

        <Card id="download-data" title="Download Your Data" icon={<IconDownload size={20} aria-hidden />}>
          <Text mb="md">
            A JSON file of everything the app keeps about you: your account, subscription, practice progress
            and sessions, achievements, favourites, notes, links, teams and notifications.
          </Text>
          <DownloadDataButton />
        </Card>

        <Card
          id="delete-data"
          title="Delete All Data"
          icon={<IconDatabaseOff size={20} aria-hidden />}
          danger
        >
          <Text mb="md">
            Permanently deletes your practice progress and sessions, achievements, favourites, notes, links,
            saved teams, notification devices and inbox. Your account and subscription remain active and you
            stay signed in. This cannot be undone.
          </Text>
          <ConfirmForm
            kind="data"
            value={typed.data}
            onChange={(value) => setTyped((t) => ({ ...t, data: value }))}
            onSubmit={ask('data')}
            busy={busy}
            label="Delete All Data"
          />
        </Card>

        <Card id="delete-account" title="Delete Account" icon={<IconUserX size={20} aria-hidden />} danger>
          <Text mb="md">
            Permanently deletes your account and all its data, and cancels any subscription. You will be
            signed out. This cannot be undone.
          </Text>
          <ConfirmForm
            kind="account"
            value={typed.account}
            onChange={(value) => setTyped((t) => ({ ...t, account: value }))}
            onSubmit={ask('account')}
            busy={busy}
            label="Delete Account"
          />
        </Card>
      </Stack>

      <DeleteConfirmDialog
        kind={confirming}
        opened={dialogOpen}
        pending={busy !== null}
        factors={toVerify}
        loadingFactors={codeAsked && me.isFetching}
        onConfirm={() => {
          setCodeAsked(false);
          void run(confirming);
        }}
        onClose={() => setDialogOpen(false)}
      />
    </Container>
  );
}

function Card({
  id,
  title,
  icon,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby={`${id}-title`}
      style={danger ? { borderColor: 'var(--mantine-color-red-outline)' } : undefined}
    >
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" color={danger ? 'red' : 'blue'} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4" id={`${id}-title`}>
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}

/** The confirmation word's field and the card's button, enabled once something is typed. */
function ConfirmForm({
  kind,
  value,
  onChange,
  onSubmit,
  busy,
  label,
}: {
  kind: DeletionKind;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  busy: DeletionKind | null;
  label: string;
}) {
  const { word, pending } = DELETION[kind];
  const running = busy === kind;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={`Type ${word} to confirm`}
          placeholder={word}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          disabled={busy !== null}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            color="red"
            disabled={value === '' || busy !== null}
            leftSection={running ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
          >
            {running ? pending : label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
