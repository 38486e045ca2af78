import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { Create, DataTable, DeleteButton, Edit, List, UrlField, useNotify } from 'react-admin';
import { formatDate } from '../../ui/format-date';
import { TEXTS } from '../texts';
import { VideoForm } from './VideoForm';
import { csvExporter } from '../export/exporter';

const T = TEXTS['practice-videos'];

function VideoList() {
  const notify = useNotify();
  return (
    <List
      exporter={csvExporter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ onError: () => notify(T.fetchFailed, { type: 'error' }) }}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="deckColor" label="Deck" />
        <DataTable.Col source="cardIdentifier" label="Card" />
        <DataTable.Col source="duration" />
        <DataTable.Col source="url" label="URL" field={UrlField} />
        <DataTable.Col
          source="createdAt"
          label="Added"
          render={(record: { createdAt: string }) => formatDate(record.createdAt)}
        />
        <DataTable.Col label="Actions" disableSort>
          <DeleteButton
            mutationMode="pessimistic"
            mutationOptions={{ onError: () => notify(T.deleteFailed, { type: 'error' }) }}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function VideoCreate() {
  const notify = useNotify();
  return (
    <Create redirect="list" mutationOptions={{ onError: () => notify(T.saveFailed, { type: 'error' }) }}>
      <VideoForm />
    </Create>
  );
}

function VideoEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{ onError: () => notify(T.saveFailed, { type: 'error' }) }}
    >
      <VideoForm />
    </Edit>
  );
}

export default {
  list: VideoList,
  create: VideoCreate,
  edit: VideoEdit,
  icon: VideoLibraryIcon,
  recordRepresentation: 'title',
};
