import { contextKeysOf, mayManage } from '../accounts';
import { fullName, type AuditValues } from '../audit';
import type { Db } from '../platform/db/connection';
import { parseJsonArray } from '../platform/db/json';
import { locksRows } from '../platform/db/transaction';
import type { components } from '../../shared/generated/contract';
import { findServiceAccount, listServiceAccounts, type ServiceAccountValues } from './repository/serviceAccounts';
import type { Principal } from '../platform/principal';

// Service accounts as the API shows them and as their audit entries compare them.

type ServiceAccount = components['schemas']['ServiceAccount'];

/** The service accounts the principal may manage (the user dialog's rule, `mayManage`), by name. */
export async function manageableServiceAccounts(db: Db, principal: Principal, now: number): Promise<ServiceAccount[]> {
  const rows = await listServiceAccounts(db, now);
  const keys = await contextKeysOf(
    db,
    rows.map((r) => r.id),
  );
  const shown: ServiceAccount[] = [];
  // One check per account: there are a few of them, and the rule stays the user dialog's own.
  for (const row of rows) {
    if (!(await mayManage(db, principal, row))) continue;
    const owner = row.ownerLogin ?? null;
    shown.push({
      uid: row.uid,
      name: row.login,
      purpose: row.purpose ?? '',
      owner,
      ownerName:
        owner === null ? null : fullName({ firstName: row.ownerFirstName ?? '', lastName: row.ownerLastName ?? '' }),
      role: row.roleUid,
      roleName: row.roleName,
      rights: parseJsonArray(row.roleRights).filter((r): r is string => typeof r === 'string'),
      visibleContextIds: row.allContextsVisible ? [] : (keys.get(row.id) ?? []),
      allContextsVisible: row.allContextsVisible === 1,
      createdAt: new Date(row.createdAt).toISOString(),
      tokenCount: Number(row.tokenCount ?? 0),
    });
  }
  return shown;
}

/** Visible context keys as one text, in one order on every database; null for none (as for users). */
const keysText = (keys: string[]) => (keys.length > 0 ? [...keys].sort().join(', ') : null);

/** A service account's values as its audit entries compare them. */
export function serviceAccountValues(
  values: ServiceAccountValues,
  roleName: string,
  contextKeys: string[],
): AuditValues {
  return {
    name: values.name,
    purpose: values.purpose,
    role: roleName,
    contexts: values.allContextsVisible ? null : keysText(contextKeys),
    allContextsVisible: String(values.allContextsVisible === 1),
  };
}

/** A stored service account's values, read (locked) in the transaction that changes it. */
export async function storedServiceAccountValues(db: Db, uid: string): Promise<AuditValues> {
  // Locked, so a concurrent save waits and starts from this one's values.
  const row = await findServiceAccount(db, uid, locksRows(db));
  if (!row) return {};
  const keys = (await contextKeysOf(db, [row.id])).get(row.id) ?? [];
  return serviceAccountValues(
    { name: row.login, purpose: row.purpose ?? '', roleId: row.roleId, allContextsVisible: row.allContextsVisible },
    row.roleName,
    keys,
  );
}
