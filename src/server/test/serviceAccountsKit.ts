import type { components } from '../../shared/generated/contract';
import crypto from 'node:crypto';
import type { Db } from '../platform/db/connection';

// Service accounts and API tokens as the tests of service accounts and expiry reminders need them.
// A token row is inserted directly (the tokens capability creates real ones); its hash is random,
// since nothing here authenticates with it.

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
  const row = await db.kysely
    .insertInto('apiTokens')
    .values({
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, prefix };
}

/** The id of a user or service account by its login (a service account's name). */
export async function accountId(db: Db, login: string): Promise<number> {
  const row = await db.kysely.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow();
  return row.id;
}

/** The reminder mark of a token. */
export async function remindedDaysOf(db: Db, tokenId: number): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('apiTokens')
    .select('remindedDays')
    .where('id', '=', tokenId)
    .executeTakeFirstOrThrow();
  return row.remindedDays;
}

/** A role inserted for a test (the API has no role administration). */
export async function insertRole(db: Db, name: string, rights: string[]): Promise<string> {
  const uid = crypto.randomUUID();
  await db.kysely
    .insertInto('roles')
    .values({ uid, name, description: name, rights: JSON.stringify(rights) })
    .execute();
  return uid;
}
