import { Button, Group, Modal, Text } from '@mantine/core';
import { useReturnFocus } from './focus-return';

/**
 * "Are you sure?" before something that cannot be undone: the question, Cancel (focused first, so
 * Enter does no harm) and a red confirm button that shows progress while the action runs. Closed,
 * it gives the focus back to the control that opened it, or when that went with what was deleted,
 * to the control beside it.
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
  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      returnFocus={false}
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
