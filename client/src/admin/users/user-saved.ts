import { TEXTS } from '../texts';
import { trialEndDay, type AdminUser } from './trial';

const T = TEXTS.users;

type Saved = Partial<Pick<AdminUser, 'role' | 'trialEnd'>>;

/** What the user form's save changes: the role, the trial end's day, or both. */
function changes(previous: Saved | undefined, saved: Saved): { role: boolean; trial: boolean } {
  return {
    role: saved.role !== undefined && saved.role !== previous?.role,
    trial: saved.trialEnd !== undefined && trialEndDay(saved.trialEnd) !== trialEndDay(previous?.trialEnd),
  };
}

/**
 * The toast after the user form saved: a role change says so ('Role updated successfully'); a
 * trial end change, or a save that changed nothing, has the spec's 'Trial end date updated
 * successfully'; both changes name both.
 */
export function userSavedText(previous: Saved | undefined, saved: Saved): string {
  const { role, trial } = changes(previous, saved);
  if (role && trial) return T.roleAndTrialUpdated;
  return role ? T.roleUpdated : T.updated;
}

/** The toast when the save failed: about the role when only the role was changed. */
export function userSaveFailedText(previous: Saved | undefined, saved: Saved): string {
  const { role, trial } = changes(previous, saved);
  return role && !trial ? T.roleSaveFailed : T.saveFailed;
}
