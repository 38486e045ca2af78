import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * "Are you sure?" before something that cannot be undone: the question, Cancel (focused first, so
 * Enter does no harm) and a red confirm button that shows progress while the action runs.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = 'Delete',
  pending = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus disabled={pending}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
