import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import { billingKeys, useSubscriptionQuery, useVerifyCheckout } from '../../api/billing';
import { dropPlayerCache } from '../../pwa/player-cache';
import { useAuth } from '../auth/AuthProvider';
import { authStore } from '../auth/auth-store';
import { usePageNeedsAccess } from './page-access';
import {
  badge,
  EXPIRED_TOAST_MS,
  hasAccess,
  isDismissible,
  RECHECK_INTERVAL_MS,
  shouldOpenDialog,
  trialExpired,
  type SubscriptionView,
} from './subscription-rules';

interface SubscriptionContextValue {
  view: SubscriptionView;
  access: boolean;
  loading: boolean;
  badge: ReturnType<typeof badge>;
  dialogOpened: boolean;
  dismissible: boolean;
  openDialog: () => void;
  closeDialog: () => void;
}

const SubscriptionContext = createContext<SubscriptionContextValue | undefined>(undefined);

/** The expired-trial toast's id: it leaves with the session. */
const EXPIRED_TOAST_ID = 'trial-expired';

/**
 * The subscription status for the whole app: checked on sign-in, on token refresh and every 24
 * hours; opens the subscription dialog by the spec's rules over the pages that need access;
 * handles the return from payment.
 */
export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const queryClient = useQueryClient();
  const query = useSubscriptionQuery(signedIn, RECHECK_INTERVAL_MS);
  const [params, setParams] = useSearchParams();
  const testExpired = params.get('test_expired_trial') === 'true';
  /** The user's own open/close of the dialog; otherwise the rules decide. */
  const [override, setOverride] = useState<'open' | 'closed' | null>(null);
  const verify = useVerifyCheckout();
  const handledReturn = useRef(false);
  const warnedExpired = useRef(false);

  const view = useMemo<SubscriptionView>(
    () => ({ signedIn, subscription: query.data, failed: signedIn && query.isError, testExpired }),
    [signedIn, query.data, query.isError, testExpired],
  );
  const now = new Date();

  // Re-check on token refresh (sign-in clears the cache, which refetches by itself).
  useEffect(
    () =>
      authStore.subscribe((event) => {
        if (event === 'TOKEN_REFRESHED')
          void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
        if (event === 'SIGNED_OUT' || event === 'SIGNED_IN') {
          setOverride(null);
          warnedExpired.current = false;
        }
        // a visitor never sees the signed-in player's trial-ended toast
        if (event === 'SIGNED_OUT') notifications.hide(EXPIRED_TOAST_ID);
      }),
    [queryClient],
  );

  // The expired-trial toast shows once, for 10 seconds.
  const expired = trialExpired(view, now);
  useEffect(() => {
    if (expired && !warnedExpired.current) {
      warnedExpired.current = true;
      notifications.show({
        id: EXPIRED_TOAST_ID,
        color: 'orange',
        message: 'Your free trial has ended. Subscribe now to continue using the app.',
        autoClose: EXPIRED_TOAST_MS,
      });
    }
  }, [expired]);

  // Return from the payment page.
  useEffect(() => {
    if (!signedIn || handledReturn.current) return;
    const success = params.get('success') === 'true';
    const canceled = params.get('canceled') === 'true';
    if (!success && !canceled) return;
    handledReturn.current = true;
    const sessionId = params.get('session_id');
    const next = new URLSearchParams(params);
    ['success', 'canceled', 'session_id'].forEach((key) => next.delete(key));
    setParams(next, { replace: true });
    if (canceled) {
      notifications.show({ message: 'Your subscription process was canceled.' });
      return;
    }
    const fail = () =>
      notifications.show({
        color: 'red',
        message: 'There was an issue verifying your subscription. Please refresh the page.',
      });
    if (!sessionId) {
      fail();
      return;
    }
    verify.mutate(sessionId, {
      onSuccess: (subscription) => {
        queryClient.setQueryData(billingKeys.subscription, subscription);
        setOverride('closed');
        notifications.show({ color: 'teal', message: 'Success! Your subscription has been activated.' });
      },
      onError: fail,
    });
  }, [signedIn, params, setParams, verify, queryClient]);

  // Card text is kept offline only while the status grants access.
  const access = hasAccess(view, now);
  useEffect(() => {
    if (query.data && !access) void dropPlayerCache();
  }, [query.data, access]);

  // The rules open the dialog (and keep it open) only over a page whose content needs access.
  const pageNeedsAccess = usePageNeedsAccess();
  const dismissible = isDismissible(view, now, pageNeedsAccess);
  const dialogOpened =
    override === 'open' ||
    (override !== 'closed' && shouldOpenDialog(view, now, pageNeedsAccess)) ||
    !dismissible;
  const closeDialog = useCallback(() => setOverride('closed'), []);
  const openDialog = useCallback(() => setOverride('open'), []);
  const loading = signedIn && query.isPending;
  const opened = signedIn && dialogOpened;
  const value = useMemo<SubscriptionContextValue>(
    () => ({
      view,
      access,
      loading,
      badge: badge(view, new Date()),
      dialogOpened: opened,
      dismissible,
      openDialog,
      closeDialog,
    }),
    [view, access, loading, opened, dismissible, openDialog, closeDialog],
  );
  // Every page, the header and the guards read the status: a new status re-renders them in a
  // transition (rendered in slices), not in the query's update, which renders in one long task.
  const shown = useDeferredValue(value);
  return <SubscriptionContext.Provider value={shown}>{children}</SubscriptionContext.Provider>;
}

export function useSubscription(): SubscriptionContextValue {
  const context = useContext(SubscriptionContext);
  if (!context) throw new Error('useSubscription must be used inside <SubscriptionProvider>');
  return context;
}
