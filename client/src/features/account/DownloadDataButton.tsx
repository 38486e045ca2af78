import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useDownloadMyData } from '../../api/account';
import { messageOf } from '../auth/auth-form-rules';
import { saveFile } from './save-file';

const FAILED = 'Failed to download your data. Please try again.';

/**
 * 'Download my data': a JSON file of everything the app keeps about the player, fetched with the
 * session's token and saved under the server's file name.
 */
export function DownloadDataButton() {
  const download = useDownloadMyData();
  const onClick = () =>
    download.mutate(undefined, {
      onSuccess: ({ blob, filename }) => saveFile(blob, filename),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Download Failed', message: messageOf(error, FAILED) }),
    });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={onClick}
    >
      Download my data
    </Button>
  );
}
