import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LinkFields, PersonalLink } from '../../api/links';
import { useStartOverWhenOpened } from '../../ui/useStartOverWhenOpened';
import { isWebUrl } from './link-rules';
import { PERSONAL_LINK_LIMITS } from '../../../../shared/limits';

const valuesOf = (link?: PersonalLink) => ({
  url: link?.url ?? '',
  description: link?.description ?? '',
  tags: link?.tags ?? '',
});

/**
 * Add Link / Edit Link: URL, description and tags, checked as the server checks them (the spec's
 * 'Please enter a valid URL' and 'Description is required'). The form starts over each time it opens.
 */
export function LinkFormDialog({
  opened,
  link,
  pending,
  onSave,
  onClose,
}: {
  opened: boolean;
  /** The link being edited; undefined to add one. */
  link?: PersonalLink;
  pending: boolean;
  onSave: (fields: LinkFields) => void;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: { url: '', description: '', tags: '' },
    validate: {
      url: (value) => (isWebUrl(value) ? null : 'Please enter a valid URL'),
      description: (value) => (value.trim() ? null : 'Description is required'),
    },
  });
  useStartOverWhenOpened(form, opened, link, valuesOf);

  const editing = link !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Link' : 'Add Link'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          onSave({ url: values.url.trim(), description: values.description.trim(), tags: values.tags }),
        )}
      >
        <Stack>
          <TextInput
            label="URL"
            type="url"
            placeholder="https://www.youtube.com/watch?v=..."
            required
            data-autofocus
            maxLength={PERSONAL_LINK_LIMITS.url}
            {...form.getInputProps('url')}
          />
          <TextInput
            label="Description"
            placeholder="What is this link about?"
            required
            maxLength={PERSONAL_LINK_LIMITS.description}
            {...form.getInputProps('description')}
          />
          <TextInput
            label="Tags"
            description="Comma-separated"
            placeholder="e.g., kicks, drills, rules"
            maxLength={PERSONAL_LINK_LIMITS.tags}
            {...form.getInputProps('tags')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? 'Save Changes' : 'Add Link'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
