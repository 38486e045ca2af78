import { Alert, Loader, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellOff, IconInfoCircle } from '@tabler/icons-react';
import type { NotificationState } from './push-support';
import { PermissionNotGranted, usePushNotifications } from './usePushNotifications';

const DESCRIPTIONS: Record<NotificationState, string> = {
  on: 'Announcements and news from the team arrive on this device, even when the app is closed.',
  off: 'Get announcements and news from the team on this device, even when the app is closed.',
  denied: '',
  unsupported: '',
};

/**
 * 'Enable notifications' for this device (the account page's Notifications section). The browser
 * asks for permission only when the switch is turned on. Messages also reach the inbox (the bell)
 * with notifications off.
 */
export function NotificationsSwitch() {
  const { state, isError, channel, enable, disable } = usePushNotifications();
  const busy = enable.isPending || disable.isPending;

  const onChange = (checked: boolean) => {
    if (checked) {
      enable.mutate(undefined, {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            title: 'Notifications enabled',
            message: 'You will be notified here.',
          }),
        onError: (error) => {
          // a dismissed question leaves the switch off; a blocked one shows the 'denied' help below
          if (error instanceof PermissionNotGranted) return;
          notifications.show({
            color: 'red',
            title: 'Could not enable notifications',
            message: 'Please try again later.',
          });
        },
      });
    } else {
      disable.mutate(undefined, {
        onError: () =>
          notifications.show({
            color: 'red',
            title: 'Could not turn off notifications',
            message: 'Please try again later.',
          }),
      });
    }
  };

  if (state === 'unsupported') {
    return (
      <Alert
        variant="light"
        color="gray"
        icon={<IconInfoCircle size={18} />}
        title="Notifications are not available here"
        data-testid="notifications-setting"
      >
        This browser cannot receive notifications. On an iPhone or iPad, add the app to your Home Screen
        (Share → Add to Home Screen), open it from there and turn notifications on in the app. Messages still
        show in the inbox (the bell at the top).
      </Alert>
    );
  }

  return (
    <Stack gap="xs" data-testid="notifications-setting">
      {/* one switch from the first paint: disabled while the state loads, never a layout shift */}
      <Switch
        label="Enable notifications"
        description={state === 'denied' ? undefined : DESCRIPTIONS[state ?? 'off']}
        // while a change is on its way, the switch shows where it is going
        checked={busy ? enable.isPending : state === 'on'}
        disabled={state === undefined || busy || state === 'denied' || isError}
        onChange={(event) => onChange(event.currentTarget.checked)}
        thumbIcon={busy || (state === undefined && !isError) ? <Loader size={10} /> : undefined}
      />
      {state === 'on' && (
        <Text size="sm" c="dimmed" data-testid="notifications-channel">
          {channel === 'app' ? 'On in the installed app.' : 'On in this browser.'}
        </Text>
      )}
      {state === 'denied' && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconBellOff size={18} />}
          title="Notifications are blocked"
        >
          Notifications for this site are blocked in your browser. Allow them in the browser’s site settings
          (the icon next to the address), then come back here. Messages still show in the inbox (the bell at
          the top).
        </Alert>
      )}
      {isError && (
        <Text size="sm" c="red">
          Could not check your notification settings. Please try again later.
        </Text>
      )}
    </Stack>
  );
}
