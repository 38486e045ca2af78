/** What other modules may use of practice: the global rollups it keeps and a player's record (read-only). */
export {
  PracticeRollupsService,
  type CountryRollup,
  type GlobalRollups,
  type KickshotRollup,
} from './practice-rollups.service.js';
export { PlayerPracticeService, type PlayerPracticeRecord } from './player-practice.service.js';
