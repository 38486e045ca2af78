/**
 * What other modules may use of billing: the paywall decorators for routes that return paid
 * content (@RequiresAccess) or answer with or without it (@CallerHasAccess).
 */
export { CallerHasAccess, RequiresAccess } from './requires-access.js';
/** The plan we sell: its name and price, served to the client by the site module. */
export { ANNUAL_PLAN, annualPlanName } from './payment-provider.js';
