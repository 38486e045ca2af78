import { ActionIcon, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Note } from '../../api/notes';
import { formatDate } from '../../ui/format-date';
import { TagBadges } from '../../ui/TagBadges';

/** The spec's note scroll area: 100 px tall, scrolling (and reachable by keyboard) when longer. */
const CONTENT_HEIGHT = 100;

/** One note: title, date, its content in a 100 px scroll area, tags, edit and delete. */
export function NoteCard({
  note,
  onEdit,
  onDelete,
}: {
  note: Note;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="article" h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {note.title}
            </Title>
            <Text size="xs" c="dimmed">
              {formatDate(note.createdAt)}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={`Edit ${note.title}`}>
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={onDelete}
              aria-label={`Delete ${note.title}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Box
          h={CONTENT_HEIGHT}
          style={{ overflowY: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          tabIndex={0}
          role="region"
          aria-label={`${note.title}: content`}
        >
          <Text size="sm">{note.content}</Text>
        </Box>
        <TagBadges tags={note.tags} />
      </Stack>
    </Card>
  );
}
