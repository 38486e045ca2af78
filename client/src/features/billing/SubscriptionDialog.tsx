import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconCreditCard, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { billingKeys, fetchSubscription, useCheckout, usePortal, useRedeemPromo } from '../../api/billing';
import { ApiRequestError } from '../../api/client';
import { useAuth } from '../auth/AuthProvider';
import { PRICE_LABEL, REFRESH_SPIN_MS } from './subscription-rules';
import { useSubscription } from './SubscriptionProvider';

/** Opens a hosted page in a new tab, or in this tab when the pop-up is blocked. */
function openHostedPage(tab: Window | null, url: string): void {
  if (tab && !tab.closed) tab.location.href = url;
  else window.location.assign(url);
}

function formatDate(iso: string | null | undefined): string | undefined {
  return iso
    ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })
    : undefined;
}

function StatusLine() {
  const { view, badge } = useSubscription();
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const [spinning, setSpinning] = useState(false);
  const refresh = async () => {
    setSpinning(true);
    setTimeout(() => setSpinning(false), REFRESH_SPIN_MS);
    if (status !== 'authenticated') {
      notifications.show({
        color: 'red',
        title: 'Not Logged In',
        message: 'Please sign in to check your subscription status.',
      });
      return;
    }
    try {
      const subscription = await fetchSubscription(true);
      queryClient.setQueryData(billingKeys.subscription, subscription);
      notifications.show({ title: 'Subscription Status Updated', message: `Status: ${subscription.status}` });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Subscription Check Failed',
        message: error instanceof ApiRequestError ? error.message : 'Unable to verify subscription status.',
      });
    }
  };
  const sub = view.subscription;
  const detail =
    sub?.status === 'active'
      ? sub.currentPeriodEnd &&
        `${sub.cancelAtPeriodEnd ? 'Ends' : 'Renews'} on ${formatDate(sub.currentPeriodEnd)}`
      : sub?.trialEnd &&
        `Trial ${new Date(sub.trialEnd) > new Date() ? 'ends' : 'ended'} on ${formatDate(sub.trialEnd)}`;
  return (
    <Group justify="space-between" wrap="nowrap">
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>Status</Text>
          <Badge variant="light">{badge.label}</Badge>
        </Group>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
      <Tooltip label="Refresh status">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Refresh subscription status"
          onClick={() => void refresh()}
        >
          <IconRefresh size={18} style={spinning ? { animation: 'ks-spin 1s linear infinite' } : undefined} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function PromoCode() {
  const [code, setCode] = useState('');
  const redeem = useRedeemPromo();
  const apply = () => {
    const promoCode = code.trim();
    if (!promoCode) {
      notifications.show({ color: 'red', message: 'Please enter a promo code' });
      return;
    }
    redeem.mutate(promoCode, {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'teal', title: 'Promo Code Applied!', message });
        setTimeout(() => window.location.reload(), 1500);
      },
      onError: (error) =>
        notifications.show(
          error instanceof ApiRequestError && error.status === 400
            ? { color: 'red', title: 'Invalid Promo Code', message: error.message }
            : { color: 'red', message: 'Failed to apply promo code. Please try again.' },
        ),
    });
  };
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput
        label="Promo code"
        placeholder="Enter your code"
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && code.trim() && !redeem.isPending) apply();
        }}
        style={{ flex: 1 }}
        maxLength={40}
      />
      <Button
        variant="light"
        onClick={apply}
        disabled={!code.trim() || redeem.isPending}
        loading={redeem.isPending}
      >
        Apply
      </Button>
    </Group>
  );
}

/** Plan and price, Subscribe / Manage subscription, promo code and a status refresh. */
export function SubscriptionDialog() {
  const { dialogOpened, dismissible, closeDialog, view } = useSubscription();
  const checkout = useCheckout();
  const portal = usePortal();
  const [portalError, setPortalError] = useState<string | null>(null);
  const active = view.subscription?.status === 'active';

  const subscribe = () => {
    const tab = window.open('', '_blank');
    notifications.show({ message: 'Setting up your subscription...' });
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (!url) {
          tab?.close();
          notifications.show({
            color: 'red',
            message: 'Failed to start subscription process. Please try again.',
          });
          return;
        }
        notifications.show({ message: 'Opening secure checkout page...' });
        openHostedPage(tab, url);
      },
      onError: () => {
        tab?.close();
        notifications.show({
          color: 'red',
          message: 'Failed to start subscription process. Please try again.',
        });
      },
    });
  };

  const manage = () => {
    setPortalError(null);
    const tab = window.open('', '_blank');
    portal.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.error || !answer.url) {
          tab?.close();
          if (answer.message) setPortalError(answer.message);
          else
            notifications.show({ color: 'red', message: 'An unexpected error occurred. Please try again.' });
          return;
        }
        openHostedPage(tab, answer.url);
      },
      onError: () => {
        tab?.close();
        notifications.show({
          color: 'red',
          message: 'Failed to open subscription management. Please try again.',
        });
      },
    });
  };

  return (
    <Modal
      opened={dialogOpened}
      onClose={closeDialog}
      title="Subscription"
      withCloseButton={dismissible}
      closeOnClickOutside={dismissible}
      closeOnEscape={dismissible}
      size="lg"
    >
      <Stack>
        <StatusLine />
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={3} size="h4">
                Kickshots Annual
              </Title>
              <Text size="sm" c="dimmed">
                Both decks, practice tracking, videos, progress, statistics and every tool.
              </Text>
            </div>
            <Text fw={800} fz="xl">
              {PRICE_LABEL}
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                / year
              </Text>
            </Text>
          </Group>
          <Group mt="md">
            {!active && (
              <Button
                leftSection={<IconCreditCard size={16} />}
                onClick={subscribe}
                loading={checkout.isPending}
                disabled={checkout.isPending}
              >
                Subscribe
              </Button>
            )}
            <Button
              variant={active ? 'filled' : 'default'}
              onClick={manage}
              loading={portal.isPending}
              disabled={portal.isPending}
            >
              Manage subscription
            </Button>
          </Group>
        </Paper>
        {portalError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Stripe Portal Error">
            <Text size="sm">{portalError}</Text>
            {portalError.includes('not configured') && (
              <Text size="sm" mt="xs">
                The customer portal needs a one-time setup in the Stripe dashboard (Settings → Billing →
                Customer portal) before subscribers can manage their plan.
              </Text>
            )}
          </Alert>
        )}
        <PromoCode />
      </Stack>
    </Modal>
  );
}
