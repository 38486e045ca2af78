import { defaultI18nProvider, type I18nProvider } from 'react-admin';
import { TEXTS } from './texts';

/**
 * react-admin's English messages with the spec's texts in place of its own: the success toasts
 * of each resource (`resources.<name>.notifications.created|updated|deleted`, which react-admin's
 * controllers look up before their generic 'Element created') and the resource names. The keys
 * are the resources' route names (see dataProvider.ts).
 */
const MESSAGES: Record<string, string> = {
  'resources.users.name': 'Users',
  'resources.users.notifications.updated': TEXTS.users.updated,
  'resources.users.notifications.deleted': TEXTS.users.deleted,
  'resources.videos.name': 'Practice Videos',
  'resources.videos.notifications.created': TEXTS['practice-videos'].created,
  'resources.videos.notifications.updated': TEXTS['practice-videos'].updated,
  'resources.videos.notifications.deleted': TEXTS['practice-videos'].deleted,
  'resources.links.name': 'Public Links',
  'resources.links.notifications.created': TEXTS['public-links'].created,
  'resources.links.notifications.updated': TEXTS['public-links'].updated,
  'resources.links.notifications.deleted': TEXTS['public-links'].deleted,
  'resources.promo-codes.name': 'Promo Codes',
  'resources.promo-codes.notifications.created': TEXTS['promo-codes'].created,
  'resources.promo-codes.notifications.deleted': TEXTS['promo-codes'].deleted,
  'resources.config.name': 'Configuration',
  'resources.config.notifications.created': TEXTS['app-config'].created,
  'resources.config.notifications.updated': TEXTS['app-config'].updated,
  'resources.config.notifications.deleted': TEXTS['app-config'].deleted,
  'resources.audit-log.name': 'Audit Log',
};

/**
 * One record of each resource, for react-admin's texts about a single record ('Are you sure you want
 * to delete this public link?'): it asks for the name with `smart_count: 1`.
 */
const SINGULAR_NAMES: Record<string, string> = {
  'resources.users.name': 'User',
  'resources.videos.name': 'Practice Video',
  'resources.links.name': 'Public Link',
  'resources.promo-codes.name': 'Promo Code',
  'resources.config.name': 'Configuration Entry',
  'resources.audit-log.name': 'Audit Log Entry',
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options?: Record<string, unknown>) =>
    (options?.['smart_count'] === 1 ? SINGULAR_NAMES[key] : undefined) ??
    MESSAGES[key] ??
    defaultI18nProvider.translate(key, options),
};
