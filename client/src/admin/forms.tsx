import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { DeleteButton, SaveButton, Toolbar, useNotify } from 'react-admin';
import { validationMessage } from './validation-message';

/** A validator that answers the spec's text (not react-admin's 'Required') for an empty value. */
export const requiredWith =
  (message: string) =>
  (value: unknown): string | undefined =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
      ? message
      : undefined;

/** http(s) URLs only: what the server accepts. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * In place of react-admin's 'The form is not valid' toast (forms set
 * `disableInvalidFormNotification`): a submit with errors shows the first error's own text, the
 * spec's ('Please fill in all required fields', 'URL is required', …).
 */
export function InvalidFormToast() {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  useEffect(() => {
    if (submitCount === 0) return;
    const first = Object.values(errors)[0] as { message?: unknown } | undefined;
    const error = validationMessage(first?.message);
    // a key ('ra.validation.maxLength') is translated with its args by the notification
    if (error) notify(error.message, { type: 'error', messageArgs: error.args });
    // once per submit attempt
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
  return null;
}

/** onError for a query or mutation: the spec's text, never the server's raw message. */
export function useErrorToast() {
  const notify = useNotify();
  return (message: string) => () => notify(message, { type: 'error' });
}

/**
 * The record's Delete with the spec's failure text (pessimistic: the toast says what happened on
 * the server, no undo window).
 */
export function DeleteWithToast({ failed }: { failed: string }) {
  const notify = useNotify();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      mutationOptions={{ onError: () => notify(failed, { type: 'error' }) }}
    />
  );
}

/** Save and, on an existing record, Delete with the spec's failure text. */
export function FormToolbar({ deleteFailed }: { deleteFailed?: string }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      {/* always enabled: an empty form answers with the spec's text, not a dead button */}
      <SaveButton alwaysEnable />
      {deleteFailed && <DeleteWithToast failed={deleteFailed} />}
    </Toolbar>
  );
}
