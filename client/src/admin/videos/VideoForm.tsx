import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar, InvalidFormToast, isHttpUrl, requiredWith } from '../forms';
import { TEXTS } from '../texts';

const T = TEXTS['practice-videos'];
const required = requiredWith(T.required);

export const DECK_COLORS = [
  { id: 'black', name: 'Black' },
  { id: 'red', name: 'Red' },
  { id: 'blue', name: 'Blue' },
];

/** A card within its deck: rank (A, 2–10, J, Q, K) then suit (S, C, D, H), e.g. AS, KH, 10C. */
const CARD_IDENTIFIER = /^(A|[2-9]|10|J|Q|K)[SCDH]$/;

const cardIdentifier = (value: string | undefined) =>
  required(value) ??
  (CARD_IDENTIFIER.test(value!.trim().toUpperCase())
    ? undefined
    : 'Card identifier: rank then suit, e.g. AS, KH, 10C');

const url = (value: string | undefined) =>
  required(value) ?? (isHttpUrl(value!) ? undefined : 'Please enter a valid URL');

/** Optional text: empty is sent as null (the server stores empty optionals as null). */
const emptyToNull = (value: string) => (value.trim() === '' ? null : value);

/** The add and edit form of a practice video (title, url, deck and card required). */
export function VideoForm() {
  return (
    <SimpleForm disableInvalidFormNotification toolbar={<FormToolbar deleteFailed={T.deleteFailed} />}>
      <InvalidFormToast />
      <TextInput source="title" validate={required} fullWidth />
      <TextInput source="url" label="URL" type="url" validate={url} fullWidth />
      <SelectInput source="deckColor" label="Deck color" choices={DECK_COLORS} validate={required} />
      <TextInput
        source="cardIdentifier"
        label="Card identifier"
        helperText="e.g. AS, KH, 10C"
        validate={cardIdentifier}
        parse={(value: string) => value.toUpperCase()}
      />
      <TextInput source="duration" helperText="e.g. 5:30" parse={emptyToNull} />
      <TextInput source="description" multiline fullWidth parse={emptyToNull} />
    </SimpleForm>
  );
}
