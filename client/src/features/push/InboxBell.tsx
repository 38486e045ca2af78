import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { inboxKeys, useInbox, useMarkRead, type InboxItem } from '../../api/inbox';
import { INBOX_CHANGED } from '../../pwa/messages';
import { formatDateTime } from '../../ui/format-date';
import { inboxLink } from './inbox-link';
import { timeAgo } from './time-ago';
import classes from './InboxBell.module.css';

/** The bell's accessible name: what it is and how many messages wait. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications';
  return `Notifications, ${unread} unread`;
}

/** The count on the bell: 99+ past 99. */
const badge = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The service worker says a push arrived: the list is fetched again at once. */
function useInboxPushes() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type === INBOX_CHANGED) void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [queryClient]);
}

/** The installed app's icon shows the unread count where the system supports it. */
function useAppBadge(unread: number | undefined) {
  useEffect(() => {
    if (unread === undefined || !('setAppBadge' in navigator)) return;
    const done = unread > 0 ? navigator.setAppBadge(unread) : navigator.clearAppBadge();
    void done.catch(() => undefined);
  }, [unread]);
}

function InboxEntry({ item, onOpen }: { item: InboxItem; onOpen: (item: InboxItem) => void }) {
  const link = inboxLink(item.url, window.location.origin);
  const content = (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <span className={classes.dot} aria-hidden />
      <Box miw={0} style={{ flex: 1 }}>
        <Text fw={item.read ? 500 : 700} size="sm" className={classes.title}>
          {!item.read && <VisuallyHidden>Unread: </VisuallyHidden>}
          {item.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3} className={classes.message}>
          {item.message}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
            {timeAgo(item.createdAt)}
          </time>
        </Text>
      </Box>
    </Group>
  );
  return (
    <li className={classes.item} data-read={item.read || undefined} data-testid="inbox-item">
      {'to' in link ? (
        <UnstyledButton component={Link} to={link.to} className={classes.link} onClick={() => onOpen(item)}>
          {content}
        </UnstyledButton>
      ) : (
        <UnstyledButton
          component="a"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.link}
          onClick={() => onOpen(item)}
        >
          {content}
        </UnstyledButton>
      )}
    </li>
  );
}

function InboxList({ onClose }: { onClose: () => void }) {
  const inbox = useInbox();
  const markRead = useMarkRead();
  const open = (item: InboxItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    onClose();
  };

  if (inbox.isPending) {
    return (
      <Center p="lg">
        <Loader size="sm" aria-label="Loading messages" />
      </Center>
    );
  }
  if (inbox.isError) {
    return (
      <Alert color="red" variant="light" m="sm" title="Could not load your messages">
        <Button size="xs" variant="light" color="red" onClick={() => void inbox.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (inbox.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md" ta="center" data-testid="inbox-empty">
        No messages yet. Announcements from the team show here.
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah="min(24rem, 60dvh)" type="auto">
      <ul className={classes.list} aria-label="Messages">
        {inbox.data.items.map((item) => (
          <InboxEntry key={item.id} item={item} onOpen={open} />
        ))}
      </ul>
    </ScrollArea.Autosize>
  );
}

/**
 * The header's bell (loaded after the page, like the More menu): the unread count, and the inbox
 * of broadcasts in a popover. A message is marked read when the player opens it; 'Mark all as
 * read' does the rest. Fetched every minute, on focus, and when a push arrives.
 */
export function InboxBell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const inbox = useInbox();
  const markRead = useMarkRead();
  const headingId = useId();
  const unread = inbox.data?.unread ?? 0;
  useInboxPushes();
  useAppBadge(inbox.data?.unread);

  useEffect(() => {
    if (opened) void inbox.refetch();
    // only when the popover opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  return (
    <Popover
      opened={opened}
      onChange={(value) => (value ? undefined : close())}
      onDismiss={close}
      position="bottom-end"
      width="min(24rem, calc(100vw - 1rem))"
      shadow="md"
      trapFocus
      withinPortal
    >
      <Indicator
        label={badge(unread)}
        disabled={unread === 0}
        size={18}
        offset={4}
        // red.9 under white digits: 4.5:1 and more in both schemes
        color="red.9"
        inline
        zIndex={1}
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={bellLabel(unread)}
            title="Notifications"
            onClick={toggle}
          >
            <IconBell size={18} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} aria-labelledby={headingId} data-testid="inbox">
        <Group justify="space-between" wrap="nowrap" px="md" py="xs" className={classes.header}>
          <Text id={headingId} component="h2" fw={700} size="md">
            Notifications
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} />}
            disabled={unread === 0}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all as read
          </Button>
        </Group>
        <InboxList onClose={close} />
        <Stack gap={0} px="md" py="xs" className={classes.footer}>
          <Anchor component={Link} to="/account/security#notifications" size="sm" onClick={close}>
            Notification settings
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
