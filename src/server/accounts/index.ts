// Accounts: sign-in, sessions, 2FA, users, roles, the login lockout. Other capabilities and the
// platform's guard use only what is exported here.

export { type Principal, loadPrincipal } from './repository/principal';
export { usersSeenWithin, saveUser, userIdWithLogin } from './repository/users';
export { SessionStore, sessionCookie } from './sessions';
export { userFormErrors } from './validation';
export { hashPassword } from './password';
export { ensureRole } from './repository/roles';
export { principalOf } from './requestTypes';
export { lockedLogins } from './lockout';
export { mayChangeOthers, mayManage } from './policy';
