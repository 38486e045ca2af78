/**
 * What other modules may use of content: its reads of practice videos, the trial length, the app
 * version and configuration values (ContentService, exported by ContentModule).
 */
export { ContentService, type PracticeVideoView } from './content.service.js';
export { DEFAULT_TRIAL_DAYS } from './app-config-rules.js';
