import type { components } from '../../shared/generated/contract';
import crypto from 'node:crypto';
import type { Db } from '../platform/db/connection';
import { insertRoleRow } from './repository/accountRows';
import { insertTokenRow } from './repository/tokenRows';

// Service accounts and API tokens as the tests of service accounts and expiry reminders need them.
// A token row is inserted directly (the tokens capability creates real ones); its hash is random,
// since nothing here authenticates with it. The rows are written by repository/tokenRows.ts and
// repository/accountRows.ts.

export { accountIdByLogin as accountId } from './repository/accountRows';
export { remindedDaysOf } from './repository/tokenRows';

/** A service account as the API answers it: the contract's own type, so the tests follow it. */
export type ServiceAccountJson = components['schemas']['ServiceAccount'];

export const serviceAccountsUrl = '/api/frontend/service-accounts';
export const saveServiceAccountUrl = '/api/frontend/service-accounts/save';
export const deleteServiceAccountUrl = (uid: string) => `/api/frontend/service-accounts/${uid}/delete`;

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const randomText = (length: number) =>
  Array.from(crypto.randomBytes(length), (byte) => base62[byte % base62.length]).join('');

export interface TestToken {
  holderUserId: number;
  name?: string;
  createdAt: number;
  expiresAt: number | null;
  revokedAt?: number | null;
  remindedDays?: number | null;
}

/** Inserts an API token row for a user or service account; returns its id and prefix. */
export async function insertTestToken(db: Db, token: TestToken): Promise<{ id: number; prefix: string }> {
  const prefix = `kk_${randomText(8)}`;
  const id = await insertTokenRow(db, {
    uid: crypto.randomUUID(),
    holderUserId: token.holderUserId,
    createdBy: null,
    name: token.name ?? 'Test-Token',
    prefix,
    hash: crypto.randomBytes(32).toString('hex'),
    rights: '[]',
    contextIds: null,
    readOnly: 1,
    expiresAt: token.expiresAt,
    createdAt: token.createdAt,
    revokedAt: token.revokedAt ?? null,
    lastUsedAt: null,
    lastUsedAddress: null,
    lastUsedClient: null,
    remindedDays: token.remindedDays ?? null,
  });
  return { id, prefix };
}

/** A role inserted for a test (the API has no role administration). */
export async function insertRole(db: Db, name: string, rights: string[]): Promise<string> {
  const uid = crypto.randomUUID();
  await insertRoleRow(db, uid, name, rights);
  return uid;
}
