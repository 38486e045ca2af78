import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PeopleIcon from '@mui/icons-material/People';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  ListItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type Dispatch, type KeyboardEvent } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { ADMIN_API, httpClient } from '../http';
import { TEXTS } from '../texts';
import type { AdminUser } from '../users/trial';
import {
  isSelectedEmail,
  listedRecipients,
  type Recipient,
  type RecipientsAction,
  type RecipientsState,
  type RecipientType,
} from './recipients';

const T = TEXTS.broadcasts;

/** Users a Load Users (or Load more) brings: the admin list's largest page. */
export const USERS_PAGE = 100;

/**
 * The web broadcast's recipients: All users, or Selected users — Load Users lists them (100 at a
 * time) and Add user finds one by e-mail. The list scrolls at a height of 24rem.
 */
export function RecipientsPicker({
  state,
  dispatch,
}: {
  state: RecipientsState;
  dispatch: Dispatch<RecipientsAction>;
}) {
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [email, setEmail] = useState('');
  const [finding, setFinding] = useState(false);
  const [loading, setLoading] = useState(false);
  const legendId = useId();
  const rows = listedRecipients(state);
  const selectedIds = new Set(state.selected.map((user) => user.id));

  const loadUsers = async (append: boolean) => {
    setLoading(true);
    try {
      const page = append ? Math.floor((state.loaded?.length ?? 0) / USERS_PAGE) + 1 : 1;
      const { data, total } = await dataProvider.getList<AdminUser>('users', {
        pagination: { page, perPage: USERS_PAGE },
        sort: { field: 'email', order: 'ASC' },
        filter: {},
      });
      dispatch({
        type: 'loaded',
        users: data.map(({ id, email }) => ({ id, email })),
        total: total ?? data.length,
        append,
      });
    } catch {
      notify(T.usersFetchFailed, { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  const addUser = async () => {
    const wanted = email.trim();
    if (!wanted || finding) return;
    if (isSelectedEmail(state, wanted)) {
      notify(T.alreadySelected, { type: 'info' });
      return;
    }
    setFinding(true);
    try {
      const user = (await httpClient(`${ADMIN_API}/users/lookup?email=${encodeURIComponent(wanted)}`))
        .json as Recipient;
      if (state.selected.some((chosen) => chosen.id === user.id)) {
        notify(T.alreadySelected, { type: 'info' });
      } else {
        dispatch({ type: 'add', user: { id: user.id, email: user.email } });
        notify(T.userAdded, { type: 'success' });
        setEmail('');
      }
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) {
        notify(
          <Alert severity="warning" variant="filled">
            <AlertTitle>{T.userNotFound}</AlertTitle>
            {T.userNotFoundDetail}
          </Alert>,
        );
      } else {
        notify(T.findFailed, { type: 'error' });
      }
    } finally {
      setFinding(false);
    }
  };

  // Enter in the e-mail field adds the user; it never sends the broadcast
  const onEmailKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void addUser();
  };

  return (
    <Box sx={{ mt: 1 }}>
      <FormControl component="fieldset" aria-labelledby={legendId}>
        <FormLabel component="legend" id={legendId}>
          Recipients
        </FormLabel>
        <RadioGroup
          row
          name="recipientType"
          value={state.type}
          onChange={(event) =>
            dispatch({ type: 'setType', recipientType: event.target.value as RecipientType })
          }
        >
          <FormControlLabel value="all" control={<Radio />} label="All users" />
          <FormControlLabel value="selected" control={<Radio />} label="Selected users" />
        </RadioGroup>
      </FormControl>

      {state.type === 'selected' && (
        <Stack spacing={1.5} sx={{ mt: 1 }} data-testid="recipients">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label="Add user by email"
              type="email"
              size="small"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onKeyDown={onEmailKey}
              sx={{ flex: 1 }}
            />
            <Button
              variant="outlined"
              startIcon={<PersonAddIcon />}
              onClick={() => void addUser()}
              disabled={finding || email.trim() === ''}
            >
              Add user
            </Button>
            <Button
              variant="outlined"
              startIcon={<PeopleIcon />}
              onClick={() => void loadUsers(false)}
              disabled={loading}
            >
              Load Users
            </Button>
          </Stack>

          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" role="status" data-testid="selected-count">
              {state.selected.length === 0
                ? 'Nobody selected yet: add users by e-mail or load the list.'
                : `${state.selected.length} ${state.selected.length === 1 ? 'user' : 'users'} selected`}
            </Typography>
            {state.loaded && state.loaded.length > 0 && (
              <Button size="small" onClick={() => dispatch({ type: 'selectLoaded' })}>
                Select all listed
              </Button>
            )}
            {state.selected.length > 0 && (
              <Button size="small" onClick={() => dispatch({ type: 'clearSelection' })}>
                Clear selection
              </Button>
            )}
          </Stack>

          {rows.length > 0 && (
            <List
              dense
              aria-label="Users"
              sx={{
                maxHeight: '24rem',
                overflowY: 'auto',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                py: 0,
              }}
              data-testid="recipient-list"
            >
              {rows.map((user) => (
                <ListItem key={user.id} divider sx={{ py: 0, '&:last-child': { borderBottom: 0 } }}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={selectedIds.has(user.id)}
                        onChange={() => dispatch({ type: 'toggle', user })}
                      />
                    }
                    label={user.email}
                    sx={{ width: '100%', mr: 0, overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {state.loaded && state.loaded.length < state.total && (
            <Box>
              <Button size="small" onClick={() => void loadUsers(true)} disabled={loading}>
                Load more ({state.loaded.length} of {state.total})
              </Button>
            </Box>
          )}
          {state.loaded && state.loaded.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              No users.
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}
