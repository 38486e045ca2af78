/**
 * What other modules may use of auth (besides AuthModule and, for foreign keys in their entities,
 * the User entity): the route decorators, the caller's type, and the services AuthModule exports.
 */
export { AdminOnly, Authenticated, CurrentUser, Public } from './auth.decorators.js';
export type { AuthUser } from './auth-user.js';
export { MfaService, type RemovedAuthenticators } from './mfa.service.js';
export { UserLifecycle, type UserCreatedHandler } from './user-lifecycle.js';
export { UsersService } from './users.service.js';
