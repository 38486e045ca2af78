import HistoryIcon from '@mui/icons-material/History';
import { DataTable, FunctionField, List, SelectInput, SimpleList, useNotify } from 'react-admin';
import { formatDateTime } from '../../ui/format-date';
import { PHONE_LIST_SX, usePhoneLayout } from '../phone-list';
import { TEXTS } from '../texts';
import { csvExporter } from '../export/exporter';

interface AuditEntry {
  id: string;
  createdAt: string;
  adminEmail: string;
  resource: string;
  recordId: string;
  action: 'create' | 'update' | 'delete';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const filters = [
  <SelectInput
    key="resource"
    source="resource"
    choices={['users', 'practice-videos', 'public-links', 'promo-codes', 'app-config'].map((id) => ({
      id,
      name: id,
    }))}
  />,
];

const json = (value: unknown) =>
  value === null || value === undefined ? (
    '—'
  ) : (
    <code style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(value)}</code>
  );

/** Every admin write, newest first: read-only. */
function AuditList() {
  const notify = useNotify();
  // on a phone, one line a write (who, what, when) instead of a table with the records' JSON
  const small = usePhoneLayout();
  return (
    <List
      exporter={csvExporter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      queryOptions={{ onError: () => notify(TEXTS['audit-log'].fetchFailed, { type: 'error' }) }}
    >
      {small ? (
        <SimpleList<AuditEntry>
          sx={PHONE_LIST_SX}
          primaryText={(entry) => `${entry.action} · ${entry.resource}`}
          secondaryText={(entry) => `${entry.adminEmail} · ${entry.recordId}`}
          tertiaryText={(entry) => formatDateTime(entry.createdAt)}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="createdAt"
            label="Time"
            render={(record: { createdAt: string }) => formatDateTime(record.createdAt)}
          />
          <DataTable.Col source="adminEmail" label="Admin" disableSort />
          <DataTable.Col source="action" disableSort />
          <DataTable.Col source="resource" disableSort />
          <DataTable.Col source="recordId" label="Record" disableSort />
          <DataTable.Col label="Before" disableSort>
            <FunctionField<AuditEntry> render={(entry) => json(entry.before)} />
          </DataTable.Col>
          <DataTable.Col label="After" disableSort>
            <FunctionField<AuditEntry> render={(entry) => json(entry.after)} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

export default { list: AuditList, icon: HistoryIcon };
