/**
 * What other modules may use of billing: the paywall decorators for routes that return paid
 * content (@RequiresAccess) or answer with or without it (@CallerHasAccess).
 */
export { CallerHasAccess, RequiresAccess } from './requires-access.js';
/** The plan we sell: its name and price, served to the client by the site module. */
export { ANNUAL_PLAN, annualPlanName } from './payment-provider.js';
/** For the admin tools (module accounts): subscriptions as the admin user list shows and changes them. */
export {
  SubscriptionsAdminService,
  TRIAL_FILTERS,
  type AdminSubscriptionFacts,
  type TrialFilter,
} from './subscriptions-admin.service.js';
export { ACCESS_STATUSES, type AccessStatus } from './subscription-status.js';
