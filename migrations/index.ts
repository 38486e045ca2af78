import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122144603_auth } from './Migration20261122144603_auth.js';
import { Migration20261122145221_favourites } from './Migration20261122145221_favourites.js';
import { Migration20261122151713_billing } from './Migration20261122151713_billing.js';
import { Migration20261122152953_practice } from './Migration20261122152953_practice.js';
import { Migration20261122170832_practice_batches } from './Migration20261122170832_practice_batches.js';
import { Migration20261122213000_practice_batch_v2 } from './Migration20261122213000_practice_batch_v2.js';
import { Migration20261125214500_card_rank_order } from './Migration20261125214500_card_rank_order.js';
import { Migration20261201120000_admin_content } from './Migration20261201120000_admin_content.js';
import { Migration20261201130000_admin_users_search } from './Migration20261201130000_admin_users_search.js';
import { Migration20261202120000_personal_tools } from './Migration20261202120000_personal_tools.js';
import { Migration20261202130000_teams } from './Migration20261202130000_teams.js';
import { Migration20261202140000_push } from './Migration20261202140000_push.js';
import { Migration20261203120000_mfa_recovery_codes } from './Migration20261203120000_mfa_recovery_codes.js';
import { Migration20261204120000_card_rank_ace_high } from './Migration20261204120000_card_rank_ace_high.js';
import { Migration20261204130000_team_senior_rule } from './Migration20261204130000_team_senior_rule.js';
import { Migration20261205090000_lineup_nights } from './Migration20261205090000_lineup_nights.js';
import { Migration20261206090000_inbox_states } from './Migration20261206090000_inbox_states.js';
import { Migration20261207090000_achievement_descriptions } from './Migration20261207090000_achievement_descriptions.js';
import { Migration20261208091500_scheduled_runs } from './Migration20261208091500_scheduled_runs.js';

/**
 * Every migration, in order. Migrations are never edited once landed: a change is a new file
 * (`npm run migration:create -- <name>`) added at the end of this list.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122144603_auth', class: Migration20261122144603_auth },
  { name: 'Migration20261122145221_favourites', class: Migration20261122145221_favourites },
  { name: 'Migration20261122151713_billing', class: Migration20261122151713_billing },
  { name: 'Migration20261122152953_practice', class: Migration20261122152953_practice },
  { name: 'Migration20261122170832_practice_batches', class: Migration20261122170832_practice_batches },
  { name: 'Migration20261122213000_practice_batch_v2', class: Migration20261122213000_practice_batch_v2 },
  { name: 'Migration20261125214500_card_rank_order', class: Migration20261125214500_card_rank_order },
  { name: 'Migration20261201120000_admin_content', class: Migration20261201120000_admin_content },
  { name: 'Migration20261201130000_admin_users_search', class: Migration20261201130000_admin_users_search },
  { name: 'Migration20261202120000_personal_tools', class: Migration20261202120000_personal_tools },
  { name: 'Migration20261202130000_teams', class: Migration20261202130000_teams },
  { name: 'Migration20261202140000_push', class: Migration20261202140000_push },
  { name: 'Migration20261203120000_mfa_recovery_codes', class: Migration20261203120000_mfa_recovery_codes },
  { name: 'Migration20261204120000_card_rank_ace_high', class: Migration20261204120000_card_rank_ace_high },
  { name: 'Migration20261204130000_team_senior_rule', class: Migration20261204130000_team_senior_rule },
  { name: 'Migration20261205090000_lineup_nights', class: Migration20261205090000_lineup_nights },
  { name: 'Migration20261206090000_inbox_states', class: Migration20261206090000_inbox_states },
  {
    name: 'Migration20261207090000_achievement_descriptions',
    class: Migration20261207090000_achievement_descriptions,
  },
  { name: 'Migration20261208091500_scheduled_runs', class: Migration20261208091500_scheduled_runs },
];
