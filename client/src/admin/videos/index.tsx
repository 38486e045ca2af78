import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { Create, DataTable, Edit, List, SimpleList, UrlField, useNotify } from 'react-admin';
import { formatDate } from '../../ui/format-date';
import { DateColumn, DeleteColumn } from '../columns';
import { PHONE_LIST_SX, usePhoneLayout } from '../phone-list';
import { TEXTS } from '../texts';
import { VideoForm } from './VideoForm';
import { csvExporter } from '../export/exporter';

const T = TEXTS['practice-videos'];

interface PracticeVideo {
  id: string;
  title: string;
  deckColor: string;
  cardIdentifier: string;
  duration: string | null;
  url: string;
  createdAt: string;
}

function VideoList() {
  const notify = useNotify();
  // on a phone, one line a video (opening it edits it, with Delete there) instead of a wide table
  const small = usePhoneLayout();
  return (
    <List
      exporter={csvExporter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ onError: () => notify(T.fetchFailed, { type: 'error' }) }}
    >
      {small ? (
        <SimpleList<PracticeVideo>
          sx={PHONE_LIST_SX}
          primaryText={(video) => video.title}
          secondaryText={(video) =>
            [`${video.deckColor} ${video.cardIdentifier}`, video.duration].filter(Boolean).join(' · ')
          }
          tertiaryText={(video) => formatDate(video.createdAt)}
          rowClick="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="title" />
          <DataTable.Col source="deckColor" label="Deck" />
          <DataTable.Col source="cardIdentifier" label="Card" />
          <DataTable.Col source="duration" />
          <DataTable.Col source="url" label="URL" field={UrlField} />
          <DateColumn source="createdAt" label="Added" />
          <DeleteColumn failed={T.deleteFailed} />
        </DataTable>
      )}
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
