import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { ApiTokensTable } from '../../platform/db/schemaPrograms';

// The API tokens' rows. A call finds its token by the visible prefix and compares the keyed hash
// (tokens/tokenValue.ts); neither the token nor its hash leaves the server.

export type TokenRow = Selectable<ApiTokensTable>;
export type NewToken = Omit<Insertable<ApiTokensTable>, 'id'>;

export async function insertToken(db: Db, token: NewToken): Promise<void> {
  await db.kysely.insertInto('apiTokens').values(token).execute();
}

/** What a bearer call needs of its token: one indexed read by the unique prefix. */
export function findTokenByPrefix(db: Db, prefix: string): Promise<TokenRow | undefined> {
  return db.kysely.selectFrom('apiTokens').selectAll().where('prefix', '=', prefix).executeTakeFirst();
}

export function findTokenByUid(db: Db, uid: string): Promise<TokenRow | undefined> {
  return db.kysely.selectFrom('apiTokens').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/** A holder's tokens, newest first, revoked and expired ones included. */
export function tokensOf(db: Db, holderUserId: number): Promise<TokenRow[]> {
  return db.kysely
    .selectFrom('apiTokens')
    .selectAll()
    .where('holderUserId', '=', holderUserId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes a live token; false when it was revoked already (a second revoke changes nothing). */
export async function revokeToken(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('apiTokens')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every token of the holder that still works; gives them (for the audit log). */
export function revokeLiveTokensOf(db: Db, holderUserId: number, now: number) {
  return db.kysely
    .updateTable('apiTokens')
    .set({ revokedAt: now })
    .where('holderUserId', '=', holderUserId)
    .where('revokedAt', 'is', null)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .returning(['uid', 'name', 'prefix'])
    .execute();
}

export interface TokenUse {
  at: number;
  address: string | null;
  client: string | null;
}

export async function recordTokenUse(db: Db, id: number, use: TokenUse): Promise<void> {
  await db.kysely
    .updateTable('apiTokens')
    .set({ lastUsedAt: use.at, lastUsedAddress: use.address, lastUsedClient: use.client })
    .where('id', '=', id)
    .execute();
}

/** A service account (a `users` row of kind 'service') by its uid. */
export function findServiceAccount(db: Db, uid: string) {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where('uid', '=', uid)
    .where('kind', '=', 'service')
    .executeTakeFirst();
}

/** The keys of contexts by id, for showing a token's scopes; a context deleted since is missing. */
export async function contextKeysByIds(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.kysely.selectFrom('contexts').select(['id', 'key']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.key]));
}

/** The service account holding a token, or undefined when its holder is a person. */
export function serviceAccountById(db: Db, id: number) {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', 'service')
    .executeTakeFirst();
}
