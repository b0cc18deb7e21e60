import type { Db } from '../platform/db/connection';
import { locksRows } from '../platform/db/transaction';
import type { UserRow } from '../platform/db/schema';
import { contextKeysOf, findUserWithRole, type UserValues } from './repository/users';
import type { AuditValues } from '../audit';

// A user as its audit entries compare it. The password and the 2FA seed are compared by their
// stored hash and seed, which `changesBetween` only ever reports as hidden.

export const userSecrets = ['password', 'seed2FA'];

/** Visible context keys as one text, in one order on every database; null for none. */
const keysText = (keys: string[]) => (keys.length > 0 ? [...keys].sort().join(', ') : null);

function valuesOf(
  user: Omit<UserValues, 'roleId'> & Pick<UserRow, 'passwordHash'>,
  roleName: string,
  contextKeys: string[],
): AuditValues {
  return {
    login: user.login,
    lastName: user.lastName,
    firstName: user.firstName,
    email: user.email,
    role: roleName,
    contexts: user.allContextsVisible ? null : keysText(contextKeys),
    allContextsVisible: String(user.allContextsVisible === 1),
    password: user.passwordHash,
    use2FA: String(user.twoFactorEnabled === 1),
    seed2FA: user.twoFactorSeed,
    // Listed only when set, so a user saved without it shows no change (sso/, 'Notfallzugang').
    emergencyAccess: user.emergencyAccess ? 'true' : null,
  };
}

/** A stored user's values, read in the transaction that changes it. */
export async function storedUserValues(db: Db, uid: string): Promise<AuditValues> {
  // Locked, so a concurrent save waits and starts from this one's values.
  const row = await findUserWithRole(db, uid, locksRows(db));
  if (!row) return {};
  const keys = await contextKeysOf(db, [row.id]);
  return valuesOf(row, row.roleName, keys.get(row.id) ?? []);
}

/** The values a save gives a user: its form's values over what it keeps (such as its password). */
export function savedUserValues(
  before: AuditValues,
  values: UserValues,
  roleName: string,
  contextKeys: string[],
): AuditValues {
  const passwordHash = values.passwordHash ?? before.password ?? '';
  const emergencyAccess = values.emergencyAccess ?? (before.emergencyAccess === 'true' ? 1 : 0);
  return valuesOf({ ...values, passwordHash, emergencyAccess }, roleName, contextKeys);
}
