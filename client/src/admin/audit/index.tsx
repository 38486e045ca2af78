import HistoryIcon from '@mui/icons-material/History';
import { DataTable, FunctionField, List, SelectInput, useNotify } from 'react-admin';
import { formatDateTime } from '../../ui/format-date';
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
  return (
    <List
      exporter={csvExporter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      queryOptions={{ onError: () => notify(TEXTS['audit-log'].fetchFailed, { type: 'error' }) }}
    >
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
    </List>
  );
}

export default { list: AuditList, icon: HistoryIcon };
