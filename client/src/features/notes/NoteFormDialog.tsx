import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Note, NoteFields } from '../../api/notes';
import { useStartOverWhenOpened } from '../../ui/useStartOverWhenOpened';
import { NOTE_LIMITS } from '../../../../shared/limits';

const valuesOf = (note?: Note) => ({
  title: note?.title ?? '',
  content: note?.content ?? '',
  tags: note?.tags ?? '',
});

/** Add Note / Edit Note: title and content required, tags optional. Starts over each time it opens. */
export function NoteFormDialog({
  opened,
  note,
  pending,
  onSave,
  onClose,
}: {
  opened: boolean;
  /** The note being edited; undefined to add one. */
  note?: Note;
  pending: boolean;
  onSave: (fields: NoteFields) => void;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: { title: '', content: '', tags: '' },
    validate: {
      title: (value) => (value.trim() ? null : 'Title is required'),
      content: (value) => (value.trim() ? null : 'Content is required'),
    },
  });
  useStartOverWhenOpened(form, opened, note, valuesOf);

  const editing = note !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Note' : 'Add Note'}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => onSave(values))}>
        <Stack>
          <TextInput
            label="Title"
            required
            data-autofocus
            maxLength={NOTE_LIMITS.title}
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Content"
            required
            autosize
            minRows={5}
            maxRows={14}
            maxLength={NOTE_LIMITS.content}
            {...form.getInputProps('content')}
          />
          <TextInput
            label="Tags"
            placeholder="e.g., work, personal, important"
            maxLength={NOTE_LIMITS.tags}
            {...form.getInputProps('tags')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? 'Save Changes' : 'Add Note'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
