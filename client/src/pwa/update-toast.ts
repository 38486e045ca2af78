import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { UpdatePrompt } from './UpdatePrompt';

/** "Update available": a toast that stays until the player reloads or closes it. */
export function showUpdateAvailable(onReload: () => void): void {
  notifications.show({
    id: 'update-available',
    autoClose: false,
    withCloseButton: true,
    title: 'Update available',
    message: createElement(UpdatePrompt, { onReload }),
  });
}
