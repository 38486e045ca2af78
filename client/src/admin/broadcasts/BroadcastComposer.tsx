import HistoryIcon from '@mui/icons-material/History';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Form, maxLength, TextInput, Title, useBasename, useNotify } from 'react-admin';
import { InvalidFormToast, requiredWith } from '../forms';
import { TEXTS } from '../texts';
import { DEFAULT_URL, successText, validBroadcastUrl, type BroadcastKind } from './broadcast-rules';
import { sendBroadcast, sendFailureText } from './send';

const T = TEXTS.broadcasts;

/** Title and message are required after trimming; one text for both. */
const required = requiredWith(T.required);

/** The server's limits (a push message must stay under 4 KB). */
const validateTitle = [required, maxLength(200)];
const validateMessage = [required, maxLength(2000)];

interface MessageFields {
  title: string;
  message: string;
  url: string;
}

export interface BroadcastComposerProps {
  kind: BroadcastKind;
  heading: string;
  description: string;
  /** The recipients part (the web broadcast's); the app broadcast goes to every app user. */
  recipients?: ReactNode;
  /** Whether Send may be pressed besides the message (Selected users with nobody: no). */
  canSend?: boolean;
  userIds?: string[];
  /** After a successful send (the form itself starts over). */
  onSent?: () => void;
}

/**
 * A broadcast composer (/admin/web-broadcast and /admin/app-broadcast): title,
 * message, the url the notification opens ('/' by default) and Send, with the spec's toasts.
 */
export function BroadcastComposer({
  kind,
  heading,
  description,
  recipients,
  canSend = true,
  userIds,
  onSent,
}: BroadcastComposerProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const basename = useBasename();
  const [sending, setSending] = useState(false);
  // a new key starts the form over after a send
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: Partial<MessageFields>) => {
    if (!canSend || sending) return;
    setSending(true);
    try {
      const { status, result } = await sendBroadcast(kind, {
        title: values.title ?? '',
        message: values.message ?? '',
        url: values.url ?? DEFAULT_URL,
        userIds,
      });
      notify(successText(kind, status, result), { type: status === 202 ? 'info' : 'success' });
      setFormKey((key) => key + 1);
      onSent?.();
      void queryClient.invalidateQueries({ queryKey: ['broadcasts'] });
    } catch (error) {
      notify(sendFailureText(kind, error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 760 }}>
      <Title title={heading} />
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}
          >
            <Box>
              <Typography variant="h5" component="h1">
                {heading}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            </Box>
            <Button
              component={Link}
              to={`${basename}/broadcasts`}
              size="small"
              startIcon={<HistoryIcon />}
              sx={{ flexShrink: 0 }}
            >
              History
            </Button>
          </Stack>
          <Form
            key={formKey}
            defaultValues={{ title: '', message: '', url: DEFAULT_URL }}
            onSubmit={(values: Record<string, unknown>) => submit(values)}
            disableInvalidFormNotification
            noValidate
          >
            <InvalidFormToast />
            <TextInput source="title" label="Title" validate={validateTitle} fullWidth />
            <TextInput
              source="message"
              label="Message"
              validate={validateMessage}
              multiline
              minRows={3}
              fullWidth
            />
            <TextInput
              source="url"
              label="URL"
              validate={validBroadcastUrl}
              helperText="The page the notification opens, e.g. / or /progress"
              fullWidth
            />
            {recipients}
            <Box sx={{ mt: 2 }}>
              <Button
                type="submit"
                variant="contained"
                startIcon={sending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
                disabled={!canSend || sending}
              >
                {sending ? 'Sending…' : 'Send'}
              </Button>
            </Box>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
