import {
  canSend,
  initialRecipients,
  isSelectedEmail,
  listedRecipients,
  recipientsReducer,
  recipientUserIds,
  type RecipientsAction,
  type RecipientsState,
} from './recipients';

const ann = { id: 'u1', email: 'ann@example.com' };
const bob = { id: 'u2', email: 'bob@example.com' };
const cat = { id: 'u3', email: 'cat@example.com' };

const run = (...actions: RecipientsAction[]): RecipientsState =>
  actions.reduce(recipientsReducer, initialRecipients);

describe('recipientsReducer', () => {
  it('starts with All users, nobody selected and no list', () => {
    expect(initialRecipients).toEqual({ type: 'all', selected: [], loaded: null, total: 0 });
    expect(canSend(initialRecipients)).toBe(true);
    expect(recipientUserIds(initialRecipients)).toBeUndefined();
  });

  it('changing the type clears the selection and hides the list', () => {
    const chosen = run(
      { type: 'setType', recipientType: 'selected' },
      { type: 'loaded', users: [ann, bob], total: 2, append: false },
      { type: 'toggle', user: ann },
    );
    expect(chosen.selected).toEqual([ann]);
    const back = recipientsReducer(chosen, { type: 'setType', recipientType: 'all' });
    expect(back).toEqual(initialRecipients);
    const again = recipientsReducer(back, { type: 'setType', recipientType: 'selected' });
    expect(again).toEqual({ type: 'selected', selected: [], loaded: null, total: 0 });
    expect(listedRecipients(again)).toEqual([]);
  });

  it('choosing the type already chosen changes nothing', () => {
    const chosen = run({ type: 'setType', recipientType: 'selected' }, { type: 'add', user: ann });
    expect(recipientsReducer(chosen, { type: 'setType', recipientType: 'selected' })).toBe(chosen);
  });

  it('Selected users with nobody in it cannot be sent: it never becomes everyone', () => {
    const none = run({ type: 'setType', recipientType: 'selected' });
    expect(canSend(none)).toBe(false);
    const one = recipientsReducer(none, { type: 'add', user: bob });
    expect(canSend(one)).toBe(true);
    expect(recipientUserIds(one)).toEqual(['u2']);
    const cleared = recipientsReducer(one, { type: 'clearSelection' });
    expect(canSend(cleared)).toBe(false);
    expect(recipientUserIds(cleared)).toEqual([]);
  });

  it('toggles a user in and out, keeping the order of choice', () => {
    const state = run(
      { type: 'setType', recipientType: 'selected' },
      { type: 'toggle', user: bob },
      { type: 'toggle', user: ann },
      { type: 'toggle', user: cat },
      { type: 'toggle', user: ann },
    );
    expect(state.selected).toEqual([bob, cat]);
  });

  it('adding a user twice keeps one', () => {
    const state = run(
      { type: 'setType', recipientType: 'selected' },
      { type: 'add', user: ann },
      { type: 'add', user: ann },
    );
    expect(state.selected).toEqual([ann]);
  });

  it('Load more appends without duplicates; Load Users again starts the list over', () => {
    const first = run(
      { type: 'setType', recipientType: 'selected' },
      { type: 'loaded', users: [ann, bob], total: 3, append: false },
    );
    const more = recipientsReducer(first, { type: 'loaded', users: [bob, cat], total: 3, append: true });
    expect(more.loaded).toEqual([ann, bob, cat]);
    const reload = recipientsReducer(more, { type: 'loaded', users: [cat], total: 1, append: false });
    expect(reload.loaded).toEqual([cat]);
    expect(reload.total).toBe(1);
  });

  it('lists users added by e-mail that the loaded page lacks, before the loaded ones', () => {
    const state = run(
      { type: 'setType', recipientType: 'selected' },
      { type: 'add', user: cat },
      { type: 'add', user: ann },
      { type: 'loaded', users: [ann, bob], total: 2, append: false },
    );
    expect(listedRecipients(state)).toEqual([cat, ann, bob]);
  });

  it('selects every listed user, keeping those already chosen', () => {
    const state = run(
      { type: 'setType', recipientType: 'selected' },
      { type: 'add', user: cat },
      { type: 'loaded', users: [ann, cat, bob], total: 3, append: false },
      { type: 'selectLoaded' },
    );
    expect(state.selected).toEqual([cat, ann, bob]);
  });

  it('reset goes back to All users after a send', () => {
    const state = run(
      { type: 'setType', recipientType: 'selected' },
      { type: 'add', user: ann },
      { type: 'reset' },
    );
    expect(state).toEqual(initialRecipients);
  });
});

describe('isSelectedEmail', () => {
  it('matches an e-mail already selected, whatever its case and spaces', () => {
    const state = run({ type: 'setType', recipientType: 'selected' }, { type: 'add', user: ann });
    expect(isSelectedEmail(state, '  ANN@example.com ')).toBe(true);
    expect(isSelectedEmail(state, 'bob@example.com')).toBe(false);
  });
});
