import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useGetIdentity, useNotify, useRecordContext, type HttpError } from 'react-admin';
import { ADMIN_API, httpClient } from '../http';
import type { Schemas } from '../../api/types';
import type { AdminUser } from './trial';

/** What `DELETE /api/v1/admin/users/{id}/mfa` answers (declared here until the client's types are generated again). */
type RemovedAuthenticators = Schemas['RemovedAuthenticatorsDto'];

const TEXT = {
  label: 'Remove authenticators',
  title: 'Remove this user’s authenticators?',
  content:
    'Their authenticator apps and recovery codes are deleted and they are signed out everywhere: they then sign in with their password alone and can set up two-step verification again. They are told by e-mail. Do this only once you are sure the request comes from the account’s owner.',
  confirm: 'Remove',
  removed: 'Authenticators removed. The user has been signed out.',
  nothing: 'This user has no authenticator.',
  failed: 'Failed to remove the authenticators',
} as const;

/**
 * For a player who lost their phone and their recovery codes: removes all their authenticators
 * (audited on the server), after a confirmation. Not offered on the admin's own account: theirs go
 * through their Security page (the server refuses it here with 409 CANNOT_REMOVE_OWN_MFA).
 */
export function UserRemoveMfaButton() {
  const user = useRecordContext<AdminUser>();
  const { identity, isPending } = useGetIdentity();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: async (id: string) =>
      (await httpClient(`${ADMIN_API}/users/${encodeURIComponent(id)}/mfa`, { method: 'DELETE' }))
        .json as RemovedAuthenticators,
    onSuccess: (removed) => {
      setOpen(false);
      notify(removed.factors + removed.recoveryCodes > 0 ? TEXT.removed : TEXT.nothing, {
        type: removed.factors + removed.recoveryCodes > 0 ? 'success' : 'info',
      });
    },
    onError: (error) => {
      setOpen(false);
      notify((error as HttpError).message || TEXT.failed, { type: 'error' });
    },
  });
  if (!user || isPending || !identity || identity.id === user.id) return null;
  return (
    <>
      <Button label={TEXT.label} color="warning" onClick={() => setOpen(true)} disabled={remove.isPending}>
        <PhonelinkEraseIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={remove.isPending}
        title={TEXT.title}
        content={TEXT.content}
        confirm={TEXT.confirm}
        confirmColor="warning"
        onConfirm={() => remove.mutate(String(user.id))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
