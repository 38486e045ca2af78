import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';

export const billingKeys = {
  subscription: ['billing', 'subscription'] as const,
};

export function useSubscriptionQuery(enabled: boolean, refetchInterval: number) {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: () => unwrap(api.GET('/api/v1/billing/subscription')),
    enabled,
    refetchInterval,
    retry: 1,
  });
}

export function fetchSubscription(forceRefresh: boolean) {
  return unwrap(api.GET('/api/v1/billing/subscription', { params: { query: { forceRefresh } } }));
}

export function useCheckout() {
  return useMutation({ mutationFn: () => unwrap(api.POST('/api/v1/billing/checkout')) });
}

export function usePortal() {
  return useMutation({ mutationFn: () => unwrap(api.POST('/api/v1/billing/portal')) });
}

export function useVerifyCheckout() {
  return useMutation({
    mutationFn: (sessionId: string) => unwrap(api.POST('/api/v1/billing/verify', { body: { sessionId } })),
  });
}

export function useRedeemPromo() {
  return useMutation({
    mutationFn: (promoCode: string) =>
      unwrap(api.POST('/api/v1/billing/promo-codes/redeem', { body: { promoCode } })),
  });
}
