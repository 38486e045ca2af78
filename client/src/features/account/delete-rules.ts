import type { Factor, Session } from '../../api/types';

/** What can be deleted on /delete-account. */
export type DeletionKind = 'data' | 'account';

/** The confirmation word and the texts of each deletion, word for word the product's. */
export const DELETION = {
  data: {
    word: 'DELETE DATA',
    notConfirmed: "Please type 'DELETE DATA' to confirm data deletion.",
    pending: 'Deleting Data...',
    done: {
      title: 'Data Deleted',
      message: 'All your app data has been deleted. Your account remains active.',
    },
    failed: 'Failed to delete user data. Please try again.',
  },
  account: {
    word: 'DELETE',
    notConfirmed: "Please type 'DELETE' to confirm account deletion.",
    pending: 'Deleting...',
    done: { title: 'Account Deleted', message: 'Your account has been permanently deleted.' },
    failed: 'Failed to delete account. Please try again.',
  },
} as const satisfies Record<DeletionKind, unknown>;

export const CONFIRMATION_REQUIRED = 'Confirmation Required';
export const DELETION_FAILED = 'Deletion Failed';

/** The confirmation field must hold exactly the word: no other case, no spaces around it. */
export function isConfirmed(kind: DeletionKind, typed: string): boolean {
  return typed === DELETION[kind].word;
}

/**
 * The authenticators that must confirm a deletion first: the verified ones when the session has
 * not been verified with one (the server answers 403 AAL2_REQUIRED otherwise); none when it has.
 */
export function factorsToVerify(
  factors: readonly Factor[] | undefined,
  session: Pick<Session, 'aal'> | null,
): Factor[] {
  if (session?.aal === 'aal2') return [];
  return (factors ?? []).filter((factor) => factor.status === 'verified');
}
