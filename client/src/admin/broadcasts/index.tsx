import CampaignIcon from '@mui/icons-material/Campaign';
import PhonelinkRingIcon from '@mui/icons-material/PhonelinkRing';
import WebIcon from '@mui/icons-material/Web';
import { Button, Chip } from '@mui/material';
import { Link } from 'react-router';
import {
  DataTable,
  FunctionField,
  List,
  NumberField,
  SimpleList,
  TopToolbar,
  useBasename,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { formatDate, formatDateTime } from '../../ui/format-date';
import { PHONE_LIST_SX, usePhoneLayout } from '../phone-list';
import { TEXTS } from '../texts';

/** A past broadcast as `GET /api/v1/admin/broadcasts` lists it. */
export interface BroadcastRecord {
  id: string;
  kind: 'web' | 'app';
  title: string;
  message: string;
  url: string;
  audience: 'all' | 'selected';
  recipients: number;
  subscriptions: number;
  successful: number;
  failed: number;
  status: 'sending' | 'done';
  createdAt: string;
  completedAt: string | null;
  /** The sending admin's e-mail address. */
  createdBy: string;
}

/** While a broadcast is still being delivered, the list asks again every few seconds. */
const SENDING_REFRESH_MS = 5_000;

const KIND_LABEL: Record<BroadcastRecord['kind'], string> = { web: 'Web', app: 'App' };

/** `sending` until every delivery has its final state, then `done`. */
function statusColor(status: string): 'success' | 'warning' | 'default' {
  if (status === 'done') return 'success';
  if (status === 'sending') return 'warning';
  return 'default';
}

function StatusChip() {
  const record = useRecordContext<BroadcastRecord>();
  if (!record) return null;
  return <Chip size="small" variant="outlined" color={statusColor(record.status)} label={record.status} />;
}

function ComposeButtons() {
  const basename = useBasename();
  return (
    <TopToolbar>
      <Button component={Link} to={`${basename}/web-broadcast`} size="small" startIcon={<WebIcon />}>
        Web Broadcast
      </Button>
      <Button
        component={Link}
        to={`${basename}/app-broadcast`}
        size="small"
        startIcon={<PhonelinkRingIcon />}
      >
        App Broadcast
      </Button>
    </TopToolbar>
  );
}

const stillSending = (records: BroadcastRecord[] | undefined) =>
  (records ?? []).some((record) => record.status === 'sending');

/** The broadcasts sent, newest first, with their delivery counts (read-only). */
function BroadcastList() {
  const notify = useNotify();
  const small = usePhoneLayout();
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<ComposeButtons />}
      queryOptions={{
        onError: () => notify(TEXTS.broadcasts.fetchFailed, { type: 'error' }),
        refetchInterval: (query: { state: { data?: { data?: BroadcastRecord[] } } }) =>
          stillSending(query.state.data?.data) ? SENDING_REFRESH_MS : false,
      }}
      empty={false}
    >
      {small ? (
        <SimpleList<BroadcastRecord>
          sx={PHONE_LIST_SX}
          primaryText={(record) => record.title}
          secondaryText={(record) =>
            `${KIND_LABEL[record.kind] ?? record.kind} · ${record.successful} delivered · ${record.failed} failed · ${record.status}`
          }
          tertiaryText={(record) => formatDate(record.createdAt)}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="createdAt" label="Date">
            <FunctionField<BroadcastRecord> render={(record) => formatDateTime(record.createdAt)} />
          </DataTable.Col>
          <DataTable.Col source="title" />
          <DataTable.Col source="kind" label="Kind">
            <FunctionField<BroadcastRecord> render={(record) => KIND_LABEL[record.kind] ?? record.kind} />
          </DataTable.Col>
          <DataTable.Col source="recipients" label="Recipients" field={NumberField} />
          <DataTable.Col source="successful" label="Delivered" field={NumberField} />
          <DataTable.Col source="failed" label="Failed" field={NumberField} />
          <DataTable.Col source="status" label="Status">
            <StatusChip />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

export default { list: BroadcastList, icon: CampaignIcon, recordRepresentation: 'title' };
