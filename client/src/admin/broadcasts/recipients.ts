/**
 * The web broadcast's recipients: All users,
 * or Selected users picked from the loaded list or added by e-mail. Pure: a reducer and its rules.
 */

export interface Recipient {
  id: string;
  email: string;
}

export type RecipientType = 'all' | 'selected';

export interface RecipientsState {
  type: RecipientType;
  /** The chosen users, in the order they were chosen. */
  selected: Recipient[];
  /** The users Load Users brought (the list is hidden until then), and how many there are in all. */
  loaded: Recipient[] | null;
  total: number;
}

export type RecipientsAction =
  | { type: 'setType'; recipientType: RecipientType }
  | { type: 'loaded'; users: Recipient[]; total: number; append: boolean }
  | { type: 'toggle'; user: Recipient }
  | { type: 'add'; user: Recipient }
  | { type: 'selectLoaded' }
  | { type: 'clearSelection' }
  | { type: 'reset' };

export const initialRecipients: RecipientsState = { type: 'all', selected: [], loaded: null, total: 0 };

const has = (users: readonly Recipient[], id: string) => users.some((user) => user.id === id);

export function recipientsReducer(state: RecipientsState, action: RecipientsAction): RecipientsState {
  switch (action.type) {
    case 'setType':
      // changing the type clears the selection and hides the list (Load Users again)
      if (action.recipientType === state.type) return state;
      return { ...initialRecipients, type: action.recipientType };
    case 'loaded': {
      const before = action.append && state.loaded ? state.loaded : [];
      const fresh = action.users.filter((user) => !has(before, user.id));
      return { ...state, loaded: [...before, ...fresh], total: action.total };
    }
    case 'toggle':
      return {
        ...state,
        selected: has(state.selected, action.user.id)
          ? state.selected.filter((user) => user.id !== action.user.id)
          : [...state.selected, action.user],
      };
    case 'add':
      return has(state.selected, action.user.id)
        ? state
        : { ...state, selected: [...state.selected, action.user] };
    case 'selectLoaded': {
      const more = (state.loaded ?? []).filter((user) => !has(state.selected, user.id));
      return { ...state, selected: [...state.selected, ...more] };
    }
    case 'clearSelection':
      return { ...state, selected: [] };
    case 'reset':
      return initialRecipients;
  }
}

/** Whether Send may be pressed: Selected with nobody in it never becomes everyone. */
export function canSend(state: RecipientsState): boolean {
  return state.type === 'all' || state.selected.length > 0;
}

/** The `userIds` of the request: absent for All users, so an empty selection never means everyone. */
export function recipientUserIds(state: RecipientsState): string[] | undefined {
  return state.type === 'selected' ? state.selected.map((user) => user.id) : undefined;
}

/**
 * The rows of the recipients list: users added by e-mail that Load Users did not bring first,
 * then the loaded users. Empty (the list hidden) until something is loaded or added.
 */
export function listedRecipients(state: RecipientsState): Recipient[] {
  const loaded = state.loaded ?? [];
  return [...state.selected.filter((user) => !has(loaded, user.id)), ...loaded];
}

/** Whether `email` is already one of the selected users (no lookup needed then). */
export function isSelectedEmail(state: RecipientsState, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return state.selected.some((user) => user.email.toLowerCase() === wanted);
}
