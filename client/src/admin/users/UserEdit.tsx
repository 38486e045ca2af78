import { Box } from '@mui/material';
import {
  DateInput,
  Edit,
  FunctionField,
  Labeled,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  useNotify,
  useRedirect,
  type UpdateParams,
} from 'react-admin';
import { formatDateTime } from '../../ui/format-date';
import { InvalidFormToast } from '../forms';
import { TEXTS } from '../texts';
import { trialEndDay, type AdminUser } from './trial';
import { userSavedText, userSaveFailedText } from './user-saved';
import { UserDeleteButton } from './UserDeleteButton';
import { UserRemoveMfaButton } from './UserRemoveMfaButton';

const T = TEXTS.users;

/**
 * Save, then Remove authenticators and Delete (each with its confirmation; not on the admin's own
 * account).
 */
function UserToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <SaveButton />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <UserRemoveMfaButton />
        <UserDeleteButton />
      </Box>
    </Toolbar>
  );
}

/**
 * A user's trial end (a date input: the server ends the trial at 23:59:59 UTC of that day) and
 * role. Everything else is read-only; the server ignores it in the PUT. The account can be deleted
 * here too.
 */
export function UserEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<AdminUser>
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (_saved, variables) => {
          const { previousData, data } = variables as Partial<UpdateParams<AdminUser>>;
          notify(userSavedText(previousData, data ?? {}), { type: 'success' });
          redirect('list', 'users');
        },
        onError: (_error, variables) => {
          const { previousData, data } = variables as Partial<UpdateParams<AdminUser>>;
          notify(userSaveFailedText(previousData, data ?? {}), { type: 'error' });
        },
      }}
      queryOptions={{ onError: () => notify(T.fetchFailed, { type: 'error' }) }}
    >
      <SimpleForm disableInvalidFormNotification toolbar={<UserToolbar />}>
        <InvalidFormToast />
        <Labeled label="Email">
          <TextField source="email" />
        </Labeled>
        <Labeled label="Signed up">
          <FunctionField<AdminUser> source="createdAt" render={(user) => formatDateTime(user.createdAt)} />
        </Labeled>
        <Labeled label="Status">
          <TextField source="status" />
        </Labeled>
        <DateInput
          source="trialEnd"
          label="Trial end date"
          format={trialEndDay}
          parse={(value: string) => value || null}
        />
        <SelectInput
          source="role"
          choices={[
            { id: 'user', name: 'User' },
            { id: 'admin', name: 'Admin' },
          ]}
        />
      </SimpleForm>
    </Edit>
  );
}
