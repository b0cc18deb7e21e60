// Accounts: sign-in, sessions, 2FA, users, roles, the login lockout. Other capabilities and the
// platform's guard use only what is exported here.

export { loadPrincipal } from './repository/principal';
export { saveUser, userIdWithLogin } from './repository/users';
export { SessionStore, sessionCookie } from './sessions';
export { userFormErrors } from './validation';
export { hashPassword } from './password';
// For the server tests' harness only (test/harness.ts).
export { cheaperPasswordHashesForTests } from './password';
export { ensureRole } from './repository/roles';
// For service accounts and tokens (tokens/): the user dialog's rules, the role and context look-ups
// they take, and whether a holder's login is locked.
export { mayChangeOthers, mayGrantContexts, mayGrantRights, mayManage } from './policy';
export { findRoleByUid, rightsOf } from './repository/roles';
export { contextKeysOf, findUserByUid } from './repository/users';
export { waitStartOf } from './lockout';
export { keepingAUserManager, LastUserManagerError } from './rolesLastManager';
// For sso/: a leaver keeps no right, context or session.
export { withdrawAccess, type Withdrawal } from './withdrawal';
