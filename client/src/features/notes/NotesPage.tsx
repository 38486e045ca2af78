import { Alert, Button, Center, Container, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useDeleteNote, useNotes, useSaveNote, type Note, type NoteFields } from '../../api/notes';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeading } from '../../ui/PageHeading';
import { SearchInput } from '../../ui/SearchInput';
import { useAuth } from '../auth/AuthProvider';
import { sessionEnded } from '../auth/session-ended';
import { NoteCard } from './NoteCard';
import { NoteFormDialog } from './NoteFormDialog';

const SIGNED_OUT = 'You must be logged in to add notes';
const TRY_LATER = 'Please try again later.';

/** The Add/Edit dialog: closed, adding, or editing a note. */
type Editing = { note?: Note } | null;

/**
 * /notes: the player's private notes about kick shots, strategies, teams and moments, searchable,
 * with add, edit and delete. The list is fetched again after every write.
 */
export function NotesPage() {
  const { status } = useAuth();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const notes = useNotes(q);
  const save = useSaveNote();
  const remove = useDeleteNote();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const items = notes.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (notes.isError)
      notifications.show({ color: 'red', title: 'Error fetching notes', message: TRY_LATER });
  }, [notes.isError, notes.errorUpdatedAt]);

  const signedOut = () => notifications.show({ color: 'red', title: 'Error', message: SIGNED_OUT });

  const openEditor = (note?: Note) => {
    if (status !== 'authenticated') return signedOut();
    setEditing({ note });
  };

  const onSave = (fields: NoteFields) => {
    if (status !== 'authenticated') return signedOut();
    const id = editing?.note?.id;
    save.mutate(
      { ...fields, id },
      {
        onSuccess: () => {
          notifications.show(
            id
              ? { color: 'teal', title: 'Note updated', message: 'Your note has been updated successfully.' }
              : { color: 'teal', title: 'Note added', message: 'Your note has been saved successfully.' },
          );
          setEditing(null);
        },
        onError: (err) =>
          sessionEnded(err)
            ? signedOut()
            : notifications.show({
                color: 'red',
                title: id ? 'Error updating note' : 'Error adding note',
                message: TRY_LATER,
              }),
      },
    );
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          title: 'Note deleted',
          message: 'Your note has been deleted successfully.',
        });
        setDeleting(null);
      },
      onError: () => notifications.show({ color: 'red', title: 'Error deleting note', message: TRY_LATER }),
    });
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageHeading
          title="Notes"
          description="Your private notes: keep a record of kick shots, strategies, teams and memorable moments. Only you can see them."
          actions={
            <Button leftSection={<IconPlus size={16} />} onClick={() => openEditor()}>
              Add Note
            </Button>
          }
        />
        <SearchInput value={search} onChange={setSearch} placeholder="Search notes..." label="Search notes" />
        {notes.isPending && (
          <Center py="xl" role="status">
            <Stack align="center" gap="xs">
              <Loader aria-hidden />
              <Text c="dimmed">Loading notes...</Text>
            </Stack>
          </Center>
        )}
        {notes.isError && items.length === 0 && (
          <Alert color="red" title="Error fetching notes">
            {TRY_LATER}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void notes.refetch()}>
              Retry
            </Button>
          </Alert>
        )}
        {notes.isSuccess && items.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            No notes found.
          </Text>
        )}
        {items.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {items.map((note) => (
              <NoteCard
                key={note.id}
                note={note}
                onEdit={() => openEditor(note)}
                onDelete={() => setDeleting(note)}
              />
            ))}
          </SimpleGrid>
        )}
        {notes.hasNextPage && (
          <Center>
            <Button
              variant="default"
              onClick={() => void notes.fetchNextPage()}
              loading={notes.isFetchingNextPage}
            >
              Load more
            </Button>
          </Center>
        )}
      </Stack>
      <NoteFormDialog
        opened={editing !== null}
        note={editing?.note}
        pending={save.isPending}
        onSave={onSave}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete note"
        message="Are you sure you want to delete this note? This action cannot be undone."
        pending={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
