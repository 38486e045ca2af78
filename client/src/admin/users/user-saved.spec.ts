import { userSavedText, userSaveFailedText } from './user-saved';

const user = { role: 'user' as const, trialEnd: '2031-03-15T23:59:59.000Z' };

describe('the user form’s toasts', () => {
  it('a role change says the role was updated, not the trial end date', () => {
    expect(userSavedText(user, { ...user, role: 'admin' })).toBe('Role updated successfully');
    expect(userSavedText({ ...user, role: 'admin' }, user)).toBe('Role updated successfully');
  });

  it('a trial end change has the spec’s text, the date input’s day compared with the stored end', () => {
    expect(userSavedText(user, { ...user, trialEnd: '2031-04-01' })).toBe(
      'Trial end date updated successfully',
    );
    // the same day as the input writes it: no change of the trial, and no change of the role either
    expect(userSavedText(user, { ...user, trialEnd: '2031-03-15' })).toBe(
      'Trial end date updated successfully',
    );
  });

  it('both changes name both', () => {
    expect(userSavedText(user, { role: 'admin', trialEnd: '2031-04-01' })).toBe(
      'Role and trial end date updated successfully',
    );
  });

  it('a failed role change says so; any other failure has the spec’s text', () => {
    expect(userSaveFailedText(user, { ...user, role: 'admin' })).toBe('Failed to update role');
    expect(userSaveFailedText(user, { ...user, trialEnd: '2031-04-01' })).toBe(
      'Failed to update trial end date',
    );
    expect(userSaveFailedText(user, { role: 'admin', trialEnd: '2031-04-01' })).toBe(
      'Failed to update trial end date',
    );
  });
});
