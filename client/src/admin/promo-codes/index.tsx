import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Chip } from '@mui/material';
import {
  Create,
  DataTable,
  DeleteButton,
  List,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  email,
  maxLength,
  useNotify,
  useRecordContext,
  type HttpError,
} from 'react-admin';
import { formatDate } from '../../ui/format-date';
import { DateColumn } from '../columns';
import { FormToolbar, InvalidFormToast, requiredWith } from '../forms';
import { PHONE_LIST_SX, usePhoneLayout } from '../phone-list';
import { TEXTS } from '../texts';
import { csvExporter } from '../export/exporter';

const T = TEXTS['promo-codes'];

interface PromoCode {
  id: string;
  code: string;
  userEmail: string;
  extensionMonths: number;
  used: boolean;
  usedAt: string | null;
  createdAt: string;
  createdBy: string | null;
}

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    emptyText="All"
    emptyValue="all"
    choices={[
      { id: 'available', name: 'Available' },
      { id: 'used', name: 'Used' },
    ]}
  />,
];

function StatusChip() {
  const promo = useRecordContext<PromoCode>();
  if (!promo) return null;
  return (
    <Chip size="small" color={promo.used ? 'default' : 'success'} label={promo.used ? 'Used' : 'Available'} />
  );
}

/** Used codes cannot be deleted: the button is there for available ones only. */
function DeleteAvailable() {
  const promo = useRecordContext<PromoCode>();
  const notify = useNotify();
  if (!promo || promo.used) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      mutationOptions={{
        onError: (error) =>
          notify((error as HttpError).status === 409 ? (error as HttpError).message : T.deleteFailed, {
            type: 'error',
          }),
      }}
    />
  );
}

function PromoCodeList() {
  const notify = useNotify();
  // on a phone, one line a code with its Delete beside it, instead of a wide table
  const small = usePhoneLayout();
  return (
    <List
      exporter={csvExporter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={{ status: 'all' }}
      queryOptions={{ onError: () => notify(T.fetchFailed, { type: 'error' }) }}
    >
      {small ? (
        <SimpleList<PromoCode>
          sx={PHONE_LIST_SX}
          primaryText={(promo) => promo.code}
          secondaryText={(promo) => (
            <>
              {promo.userEmail} · {promo.extensionMonths} {promo.extensionMonths === 1 ? 'month' : 'months'}
              <br />
              {promo.used
                ? `Used ${formatDate(promo.usedAt)}`
                : `Available · created ${formatDate(promo.createdAt)}`}
            </>
          )}
          rightIcon={() => <DeleteAvailable />}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="code" disableSort />
          <DataTable.Col source="userEmail" label="User email" disableSort />
          <DataTable.Col source="extensionMonths" label="Months" disableSort />
          <DataTable.Col label="Status" disableSort>
            <StatusChip />
          </DataTable.Col>
          <DateColumn source="createdAt" label="Created" />
          <DateColumn source="usedAt" label="Used" />
          <DataTable.Col label="Actions" disableSort>
            <DeleteAvailable />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

const requiredEmail = requiredWith(T.emailRequired);
const emailFormat = email('Please enter a valid email');

function PromoCodeCreate() {
  const notify = useNotify();
  return (
    <Create
      redirect="list"
      mutationOptions={{
        onError: (error) =>
          notify((error as HttpError).status === 409 ? T.exists : T.createFailed, { type: 'error' }),
      }}
    >
      <SimpleForm
        disableInvalidFormNotification
        defaultValues={{ extensionMonths: 1 }}
        toolbar={<FormToolbar />}
      >
        <InvalidFormToast />
        <TextInput
          source="userEmail"
          label="User email"
          type="email"
          validate={[requiredEmail, emailFormat]}
          fullWidth
        />
        <NumberInput
          source="extensionMonths"
          label="Extension (months)"
          min={1}
          max={12}
          step={1}
          helperText="1 to 12"
          // an invalid value becomes 1, as the server reads it
          parse={(value: string) => {
            const months = Number(value);
            return Number.isInteger(months) && months >= 1 && months <= 12 ? months : 1;
          }}
        />
        <TextInput
          source="code"
          label="Custom code (optional)"
          helperText="Up to 20 characters; leave empty for a generated 8-character code"
          validate={maxLength(20, 'At most 20 characters')}
          parse={(value: string) => (value.trim() === '' ? null : value.trim().toUpperCase())}
        />
      </SimpleForm>
    </Create>
  );
}

export default {
  list: PromoCodeList,
  create: PromoCodeCreate,
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
};
