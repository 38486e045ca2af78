import LinkIcon from '@mui/icons-material/Link';
import {
  ChipField,
  Create,
  DataTable,
  Edit,
  List,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  UrlField,
  useNotify,
} from 'react-admin';
import { formatDate } from '../../ui/format-date';
import { DateColumn, DeleteColumn } from '../columns';
import { FormToolbar, InvalidFormToast, isHttpUrl, requiredWith } from '../forms';
import { PHONE_LIST_SX, usePhoneLayout } from '../phone-list';
import { TEXTS } from '../texts';
import { csvExporter } from '../export/exporter';

const T = TEXTS['public-links'];

export const LINK_CATEGORIES = [
  'general',
  'tutorials',
  'equipment',
  'rules',
  'tournaments',
  'training',
  'community',
].map((id) => ({ id, name: id.charAt(0).toUpperCase() + id.slice(1) }));

/** A link's URL: 'URL is required', then 'Please enter a valid URL'. */
const url = (value: string | undefined) =>
  requiredWith(T.urlRequired)(value) ?? (isHttpUrl(value!) ? undefined : T.urlInvalid);

function LinkForm() {
  return (
    <SimpleForm
      disableInvalidFormNotification
      defaultValues={{ category: 'general' }}
      toolbar={<FormToolbar deleteFailed={T.deleteFailed} />}
    >
      <InvalidFormToast />
      <TextInput source="url" label="URL" type="url" validate={url} fullWidth />
      <TextInput source="description" multiline fullWidth />
      <TextInput source="tags" helperText="Comma-separated, e.g. drills, beginners" fullWidth />
      <SelectInput source="category" choices={LINK_CATEGORIES} />
    </SimpleForm>
  );
}

interface PublicLink {
  id: string;
  url: string;
  description: string | null;
  tags: string | null;
  category: string | null;
  createdAt: string;
}

function LinkList() {
  const notify = useNotify();
  // on a phone, one line a link (opening it edits it, with Delete there) instead of a wide table
  const small = usePhoneLayout();
  return (
    <List
      exporter={csvExporter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ onError: () => notify(T.fetchFailed, { type: 'error' }) }}
    >
      {small ? (
        <SimpleList<PublicLink>
          sx={PHONE_LIST_SX}
          primaryText={(link) => link.description || link.url}
          secondaryText={(link) => (
            <>
              {link.description && (
                <>
                  {link.url}
                  <br />
                </>
              )}
              {[link.category, formatDate(link.createdAt)].filter(Boolean).join(' · ')}
            </>
          )}
          rowClick="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="url" label="URL" field={UrlField} />
          <DataTable.Col source="description" />
          <DataTable.Col source="tags" />
          <DataTable.Col source="category" field={ChipField} />
          <DateColumn source="createdAt" label="Added" />
          <DeleteColumn failed={T.deleteFailed} />
        </DataTable>
      )}
    </List>
  );
}

function LinkCreate() {
  const notify = useNotify();
  return (
    <Create redirect="list" mutationOptions={{ onError: () => notify(T.saveFailed, { type: 'error' }) }}>
      <LinkForm />
    </Create>
  );
}

function LinkEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{ onError: () => notify(T.saveFailed, { type: 'error' }) }}
    >
      <LinkForm />
    </Edit>
  );
}

export default {
  list: LinkList,
  create: LinkCreate,
  edit: LinkEdit,
  icon: LinkIcon,
  recordRepresentation: 'url',
};
