import SettingsIcon from '@mui/icons-material/Settings';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Create,
  CreateButton,
  DataTable,
  Edit,
  FunctionField,
  List,
  SimpleForm,
  SimpleList,
  TextInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { formatDate } from '../../ui/format-date';
import { DateColumn, DeleteColumn } from '../columns';
import { FormToolbar, InvalidFormToast, requiredWith } from '../forms';
import { ADMIN_API, httpClient } from '../http';
import { PHONE_LIST_SX, usePhoneLayout } from '../phone-list';
import { TEXTS } from '../texts';
import { textToValue, valueToText } from './json-value';

const T = TEXTS['app-config'];
const required = requiredWith(T.required);

interface ConfigEntry extends RaRecord {
  key: string;
  value: unknown;
  description: string | null;
  updatedAt: string;
}

/** Inserts the spec's default entries whose keys are missing; never overwrites one. */
function QuickSetupButton() {
  const notify = useNotify();
  const refresh = useRefresh();
  const quickSetup = useMutation({
    mutationFn: () => httpClient(`${ADMIN_API}/app-config/quick-setup`, { method: 'POST', body: '{}' }),
    onSuccess: () => {
      notify(T.quickSetupDone, { type: 'success' });
      refresh();
    },
    onError: () => notify(T.quickSetupFailed, { type: 'error' }),
  });
  return (
    <Button label="Quick Setup" onClick={() => quickSetup.mutate()} disabled={quickSetup.isPending}>
      <AutoFixHighIcon />
    </Button>
  );
}

function ConfigActions() {
  return (
    <TopToolbar>
      <QuickSetupButton />
      <CreateButton />
    </TopToolbar>
  );
}

function ConfigList() {
  const notify = useNotify();
  // on a phone, one line an entry (opening it edits it, with Delete there) instead of a wide table
  const small = usePhoneLayout();
  return (
    <List
      sort={{ field: 'key', order: 'ASC' }}
      actions={<ConfigActions />}
      queryOptions={{ onError: () => notify(T.fetchFailed, { type: 'error' }) }}
    >
      {small ? (
        <SimpleList<ConfigEntry>
          sx={PHONE_LIST_SX}
          primaryText={(entry) => entry.key}
          secondaryText={(entry) => (
            <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {JSON.stringify(entry.value)}
            </code>
          )}
          tertiaryText={(entry) => formatDate(entry.updatedAt)}
          rowClick="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="key" />
          <DataTable.Col source="value" disableSort>
            <FunctionField<ConfigEntry>
              render={(entry) => (
                <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {JSON.stringify(entry.value)}
                </code>
              )}
            />
          </DataTable.Col>
          <DataTable.Col source="description" disableSort />
          <DateColumn source="updatedAt" label="Updated" />
          <DeleteColumn failed={T.deleteFailed} />
        </DataTable>
      )}
    </List>
  );
}

/** The value's editor: a monospaced textarea of JSON, or plain text. */
function ValueInput() {
  const entry = useRecordContext<ConfigEntry>();
  return (
    <TextInput
      source="valueText"
      label="Value"
      defaultValue={valueToText(entry?.value)}
      validate={required}
      helperText='JSON (e.g. {"days": 365}, true, 42) or plain text'
      multiline
      minRows={4}
      fullWidth
      sx={{ '& textarea': { fontFamily: 'monospace' } }}
    />
  );
}

/** The form holds the value as text; the request carries it parsed (JSON, else a JSON string). */
const transform = ({ valueText, ...entry }: Record<string, unknown>) => ({
  ...entry,
  value: textToValue(typeof valueText === 'string' ? valueText : ''),
});

function ConfigForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm
      disableInvalidFormNotification
      toolbar={<FormToolbar deleteFailed={editing ? T.deleteFailed : undefined} />}
    >
      <InvalidFormToast />
      <TextInput
        source="key"
        validate={required}
        readOnly={editing}
        helperText={editing ? 'The key cannot be changed' : undefined}
      />
      <ValueInput />
      <TextInput source="description" multiline fullWidth />
    </SimpleForm>
  );
}

function ConfigCreate() {
  const notify = useNotify();
  return (
    <Create
      redirect="list"
      transform={transform}
      mutationOptions={{ onError: () => notify(T.createFailed, { type: 'error' }) }}
    >
      <ConfigForm editing={false} />
    </Create>
  );
}

function ConfigEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={transform}
      mutationOptions={{ onError: () => notify(T.saveFailed, { type: 'error' }) }}
    >
      <ConfigForm editing />
    </Edit>
  );
}

export default {
  list: ConfigList,
  create: ConfigCreate,
  edit: ConfigEdit,
  icon: SettingsIcon,
  recordRepresentation: 'key',
};
