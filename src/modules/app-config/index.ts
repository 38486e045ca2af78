/**
 * What other modules may use of app-config: the trial length, the app version and configuration
 * values (AppConfigService, exported by AppConfigModule), and the default trial length.
 */
export { AppConfigService } from './app-config.service.js';
export { DEFAULT_TRIAL_DAYS } from './app-config-rules.js';
