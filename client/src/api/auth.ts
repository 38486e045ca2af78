import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';
import type { RequestBody, Session } from './types';

export const authKeys = {
  me: ['auth', 'me'] as const,
  isAdmin: ['auth', 'is-admin'] as const,
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
  recoveryCodes: ['auth', 'recovery-codes'] as const,
};

export type ChangePasswordBody = RequestBody<'changePassword'>;

export function useMe(enabled = true) {
  return useQuery({ queryKey: authKeys.me, queryFn: () => unwrap(api.GET('/api/v1/auth/me')), enabled });
}

/** Whether the caller is an admin, re-checked on each auth change (the cache is cleared then). */
export function useIsAdmin(enabled = true) {
  return useQuery({
    queryKey: authKeys.isAdmin,
    queryFn: async () => (await unwrap(api.GET('/api/v1/auth/me/is-admin'))).isAdmin,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useSignIn() {
  return useMutation({
    mutationFn: (body: RequestBody<'signIn'>) => unwrap(api.POST('/api/v1/auth/sign-in', { body })),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (body: RequestBody<'signUp'>) => unwrap(api.POST('/api/v1/auth/sign-up', { body })),
  });
}

export function useRecover() {
  return useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/v1/auth/recover', { body: { email } })),
  });
}

export function useResetTokenStatus(token: string | null) {
  return useQuery({
    queryKey: authKeys.resetToken(token ?? ''),
    queryFn: () =>
      unwrap(api.GET('/api/v1/auth/reset-password/{token}', { params: { path: { token: token! } } })),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: RequestBody<'resetPassword'>) =>
      unwrap(api.POST('/api/v1/auth/reset-password', { body })),
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/v1/auth/confirm-email', { body: { token } })),
  });
}

/** Changes the password: the current one proves it is the owner (an aal2 session may leave it out). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => unwrap(api.PUT('/api/v1/auth/password', { body })),
  });
}

/**
 * Challenge + verify a factor with the app's 6-digit code or a recovery code; `bearer` is the MFA
 * sign-in token when finishing a sign-in.
 */
export async function verifyFactor(factorId: string, code: string, bearer?: string): Promise<Session> {
  const headers = bearer ? { authorization: `Bearer ${bearer}` } : undefined;
  const challenge = await unwrap(
    api.POST('/api/v1/auth/factors/{id}/challenge', {
      params: { path: { id: factorId } },
      body: {},
      headers,
    }),
  );
  return unwrap(
    api.POST('/api/v1/auth/factors/{id}/verify', {
      params: { path: { id: factorId } },
      body: { challenge_id: challenge.id, code },
      headers,
    }),
  );
}

export function useEnrollFactor() {
  return useMutation({
    mutationFn: (friendlyName: string) =>
      unwrap(
        api.POST('/api/v1/auth/factors', { body: { factor_type: 'totp', friendly_name: friendlyName } }),
      ),
  });
}

export function useRemoveFactor() {
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/v1/auth/factors/{id}', { params: { path: { id } } })),
  });
}

/** How many recovery codes the player has left unused. */
export function useRecoveryCodesStatus(enabled = true) {
  return useQuery({
    queryKey: authKeys.recoveryCodes,
    queryFn: () => unwrap(api.GET('/api/v1/auth/mfa/recovery-codes')),
    enabled,
  });
}

/** A new set of recovery codes (the old ones stop working); 403 AAL2_REQUIRED without a verified session. */
export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/auth/mfa/recovery-codes')),
  });
}
