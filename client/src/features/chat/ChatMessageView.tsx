import { Badge, Button, Group, VisuallyHidden } from '@mantine/core';
import { IconBook, IconCards, IconHelpCircle, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './Chat.module.css';
import { SafeMarkdown } from '../../ui/SafeMarkdown';
import { formatTimeOfDay, isInternalLink, type ChatMessage, type ChatSource } from './chat-history';

const SOURCE_ICONS = {
  card: IconCards,
  info: IconInfoCircle,
  faq: IconHelpCircle,
  knowledge: IconBook,
} as const satisfies Record<ChatSource['kind'], unknown>;

function SourceChip({ source }: { source: ChatSource }) {
  const Icon = SOURCE_ICONS[source.kind];
  const look = {
    variant: 'light',
    radius: 'xl',
    size: 'compact-sm',
    leftSection: <Icon size={14} aria-hidden />,
    classNames: { root: classes.chip, label: classes.chipLabel },
  } as const;
  // a note with no page of its own: named, not a link
  if (!source.url)
    return (
      <Badge
        variant="light"
        radius="xl"
        size="lg"
        tt="none"
        fw={500}
        leftSection={<Icon size={14} aria-hidden />}
        className={classes.chip}
      >
        {source.title}
      </Badge>
    );
  return isInternalLink(source.url) ? (
    <Button component={Link} to={source.url} {...look}>
      {source.title}
    </Button>
  ) : (
    <Button component="a" href={source.url} target="_blank" rel="noopener noreferrer" {...look}>
      {source.title}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}

/** The cards, Info sections, FAQ entries and notes an answer used: each chip opens its page, if it has one. */
function SourceChips({ sources }: { sources: ChatSource[] }) {
  return (
    <Group gap={6} className={classes.sources} role="list" aria-label="Sources">
      {sources.map((source) => (
        <div role="listitem" key={`${source.kind}:${source.id}`}>
          <SourceChip source={source} />
        </div>
      ))}
    </Group>
  );
}

/**
 * A message: the player's on the right as they wrote it, an answer on the left as Markdown, each
 * with its time of day. A screen reader hears who wrote it first.
 */
export function ChatMessageView({ message, assistant }: { message: ChatMessage; assistant: string }) {
  return (
    <div className={classes.row} data-user={message.isUser || undefined}>
      <div className={classes.bubble} data-user={message.isUser || undefined}>
        <VisuallyHidden>{message.isUser ? 'You: ' : `${assistant}: `}</VisuallyHidden>
        {message.isUser ? (
          message.content
        ) : (
          <SafeMarkdown className={classes.markdown}>{message.content}</SafeMarkdown>
        )}
      </div>
      {message.sources && message.sources.length > 0 && <SourceChips sources={message.sources} />}
      <time className={classes.time} dateTime={message.timestamp.toISOString()}>
        {formatTimeOfDay(message.timestamp)}
      </time>
    </div>
  );
}

/** The three dots while an answer is on its way; still dots for those who ask for less motion. */
export function TypingIndicator({ label }: { label: string }) {
  return (
    <div className={classes.row}>
      <div className={classes.bubble} role="status">
        <VisuallyHidden>{label}</VisuallyHidden>
        <span className={classes.dots} aria-hidden>
          <span />
          <span />
          <span />
        </span>
      </div>
    </div>
  );
}
