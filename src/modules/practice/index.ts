/** What other modules may use of practice: the global rollups it keeps (read-only). */
export {
  PracticeRollupsService,
  type CountryRollup,
  type GlobalRollups,
  type KickshotRollup,
} from './practice-rollups.service.js';
