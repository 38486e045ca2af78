import { COMMON_ENTITIES } from './common/common.module.js';
import { APP_CONFIG_ENTITIES } from './modules/app-config/app-config.module.js';
import { AUDIT_ENTITIES } from './modules/audit/audit.module.js';
import { AUTH_ENTITIES } from './modules/auth/auth.module.js';
import { BILLING_ENTITIES } from './modules/billing/billing.module.js';
import { CARDS_ENTITIES } from './modules/cards/cards.module.js';
import { LINKS_ENTITIES } from './modules/links/links.module.js';
import { NOTES_ENTITIES } from './modules/notes/notes.module.js';
import { LINEUP_ENTITIES } from './modules/lineup/lineup.module.js';
import { PRACTICE_ENTITIES, PRACTICE_ROUTINES } from './modules/practice/practice.module.js';
import { PUSH_ENTITIES } from './modules/push/push.module.js';
import { VIDEOS_ENTITIES } from './modules/videos/videos.module.js';

/**
 * Every table and stored function of the application, as each module declares what it owns (its
 * `<NAME>_ENTITIES` beside its module class): for the ORM, the migration generator and the schema
 * check. Like app.module.ts, this composition root is the one place that lists the modules.
 */
export const ENTITIES = [
  ...COMMON_ENTITIES,
  ...AUTH_ENTITIES,
  ...AUDIT_ENTITIES,
  ...BILLING_ENTITIES,
  ...CARDS_ENTITIES,
  ...VIDEOS_ENTITIES,
  ...LINKS_ENTITIES,
  ...APP_CONFIG_ENTITIES,
  ...PRACTICE_ENTITIES,
  ...NOTES_ENTITIES,
  ...LINEUP_ENTITIES,
  ...PUSH_ENTITIES,
];

export const ROUTINES = [...PRACTICE_ROUTINES];
