import BlockIcon from '@mui/icons-material/Block';
import { Button, Chip } from '@mui/material';
import {
  DataTable,
  EditButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { formatDate, formatDateTime, formatDay } from '../../ui/format-date';
import { useErrorToast } from '../forms';
import { PHONE_LIST_SX, usePhoneLayout } from '../phone-list';
import { TEXTS } from '../texts';
import { trialDisplay, trialEndDay, type AdminUser } from './trial';
import { UserDeleteButton } from './UserDeleteButton';
import { csvExporter } from '../export/exporter';

const T = TEXTS.users;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by email" />,
  <SelectInput
    key="trial"
    source="trial"
    label="Trial"
    alwaysOn
    emptyText="All"
    emptyValue="all"
    choices={[
      { id: 'expired', name: 'Expired' },
      { id: 'expiring_today', name: 'Expiring today' },
      { id: 'expiring_soon', name: 'Expiring soon (7 days)' },
      { id: 'active', name: 'Active' },
    ]}
  />,
  <SelectInput
    key="role"
    source="role"
    choices={[
      { id: 'admin', name: 'Admin' },
      { id: 'user', name: 'User' },
    ]}
  />,
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: 'active', name: 'Active' },
      { id: 'trialing', name: 'Trialing' },
      { id: 'inactive', name: 'Inactive' },
    ]}
  />,
];

function TrialChip() {
  const user = useRecordContext<AdminUser>();
  const display = user && trialDisplay(user);
  if (!display) return null;
  const color = display === 'Trial Expired' ? 'error' : display === 'Trial Ending' ? 'warning' : 'info';
  return <Chip size="small" color={color} label={display} data-testid="trial-display" />;
}

/** Suspension is shown for non-admins only and is not implemented: pressing it says so. */
function SuspendButton() {
  const user = useRecordContext<AdminUser>();
  const notify = useNotify();
  if (!user || user.role === 'admin') return null;
  return (
    <Button
      size="small"
      color="warning"
      startIcon={<BlockIcon />}
      onClick={(event) => {
        event.stopPropagation();
        notify(T.suspend, { type: 'info' });
      }}
    >
      Suspend
    </Button>
  );
}

export function UserList() {
  const onError = useErrorToast();
  // on a phone, one line a user instead of a table wider than the screen
  const small = usePhoneLayout();
  return (
    <List
      exporter={csvExporter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={{ trial: 'all' }}
      queryOptions={{ onError: onError(T.fetchFailed) }}
    >
      {small ? (
        <SimpleList<AdminUser>
          sx={PHONE_LIST_SX}
          primaryText={(user) => user.email}
          secondaryText={(user) => `${user.role} · ${user.status}`}
          tertiaryText={(user) => {
            const display = trialDisplay(user);
            return display && user.trialEnd ? `${display} · ${formatDay(trialEndDay(user.trialEnd))}` : '';
          }}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="email" />
          <DataTable.Col source="role" />
          <DataTable.Col source="status" label="Status" />
          <DataTable.Col source="trialEnd" label="Trial end">
            <FunctionField<AdminUser> render={(user) => formatDay(trialEndDay(user.trialEnd)) || '—'} />
          </DataTable.Col>
          <DataTable.Col label="Trial" disableSort>
            <TrialChip />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label="Signed up">
            <FunctionField<AdminUser> render={(user) => formatDate(user.createdAt)} />
          </DataTable.Col>
          <DataTable.Col source="lastSignInAt" label="Last sign-in">
            <FunctionField<AdminUser>
              render={(user) => (user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'Never')}
            />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            <EditButton />
            <SuspendButton />
            <UserDeleteButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
