import { DeleteButton, useGetIdentity, useNotify, useRecordContext, type HttpError } from 'react-admin';
import { TEXTS } from '../texts';
import type { AdminUser } from './trial';

const T = TEXTS.users;

/**
 * Deletes a user's account and all its data (the server cancels the subscription first), after a
 * confirmation. Not offered on the admin's own row: their own account goes through Delete Account
 * on /delete-account (the server refuses it here with 409 CANNOT_DELETE_SELF). A refusal shows the
 * server's message.
 */
export function UserDeleteButton() {
  const user = useRecordContext<AdminUser>();
  const { identity, isPending } = useGetIdentity();
  const notify = useNotify();
  if (!user || isPending || !identity || identity.id === user.id) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle={T.deleteTitle}
      confirmContent={T.deleteContent}
      confirmColor="warning"
      mutationOptions={{
        onError: (error) => notify((error as HttpError).message || T.deleteFailed, { type: 'error' }),
      }}
    />
  );
}
