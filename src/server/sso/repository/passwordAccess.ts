import type { Db } from '../../platform/db/connection';

// What is left of password access when password login is switched off (../passwordLoginOff.ts):
// the sessions a password login opened and the live API tokens of local persons.

/** The sessions opened by password (no provider named them), with their person's login rights. */
export function passwordSessions(db: Db) {
  return db.kysely
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.idHash', 'sessions.uid', 'sessions.userAgent', 'sessions.address'])
    .select(['users.login', 'users.emergencyAccess', 'users.twoFactorEnabled', 'users.twoFactorSeed'])
    .where('sessions.provider', 'is', null)
    .where('users.kind', '=', 'person')
    .execute();
}

/** Ends one session; false when it was gone already (another instance ended it). */
export async function deleteSessionByHash(db: Db, idHash: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom('sessions').where('idHash', '=', idHash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The live tokens of persons the provider does not log in (no issuer): with password login off
 * nobody can log in to those accounts any more. Service accounts' tokens are not among them.
 */
export function liveTokensOfLocalPersons(db: Db, now: number) {
  return db.kysely
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.holderUserId')
    .select(['apiTokens.id', 'apiTokens.uid', 'apiTokens.name', 'apiTokens.prefix'])
    .select(['users.login', 'users.emergencyAccess', 'users.twoFactorEnabled', 'users.twoFactorSeed'])
    .where('users.kind', '=', 'person')
    .where('users.ssoIssuer', 'is', null)
    .where('apiTokens.revokedAt', 'is', null)
    .where((eb) => eb.or([eb('apiTokens.expiresAt', 'is', null), eb('apiTokens.expiresAt', '>', now)]))
    .execute();
}

/** Revokes a live token; false when it was revoked already. */
export async function revokeLiveToken(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('apiTokens')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
