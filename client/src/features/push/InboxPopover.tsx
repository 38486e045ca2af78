import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChecks } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useInbox, useMarkRead, type InboxItem } from '../../api/inbox';
import { useReturnFocus } from '../../ui/focus-return';
import { BellButton } from './InboxBell';
import { inboxLink } from './inbox-link';
import { formatDateTime } from '../../ui/format-date';
import { timeAgo } from './time-ago';
import classes from './InboxBell.module.css';

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
 * The inbox of broadcasts in a popover under the bell. Its chunk is loaded on the bell's first
 * click (InboxBell), so it mounts open, with the focus on the bell when the bell had it, and gives
 * the focus back to the bell when it closes. A message
 * is marked read when the player opens it; 'Mark all as read' does the rest.
 */
export function InboxPopover({ focus }: { focus: boolean }) {
  const [opened, { toggle, close }] = useDisclosure(true);
  const inbox = useInbox();
  const markRead = useMarkRead();
  const headingId = useId();
  const target = useRef<HTMLButtonElement>(null);
  const unread = inbox.data?.unread ?? 0;

  useEffect(() => {
    if (focus) target.current?.focus();
  }, [focus]);
  // closed (Escape, a click elsewhere, a message opened), the focus goes back to the bell
  useReturnFocus(opened, { opener: () => target.current });
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
      <Popover.Target>
        <BellButton ref={target} unread={unread} onClick={toggle} />
      </Popover.Target>
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
