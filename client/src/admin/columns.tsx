import { DataTable } from 'react-admin';
import { formatDate, type DateInput } from '../ui/format-date';
import { DeleteWithToast } from './forms';

/** A list's date column, sortable by its field: the day as the reader's locale writes it ("Nov 22, 2026"). */
export function DateColumn({ source, label }: { source: string; label: string }) {
  return (
    <DataTable.Col
      source={source}
      label={label}
      render={(record: Record<string, unknown>) => formatDate(record[source] as DateInput | null | undefined)}
    />
  );
}

/** A list's Actions column: the row's Delete, with the resource's text when it fails. */
export function DeleteColumn({ failed }: { failed: string }) {
  return (
    <DataTable.Col label="Actions" disableSort>
      <DeleteWithToast failed={failed} />
    </DataTable.Col>
  );
}
