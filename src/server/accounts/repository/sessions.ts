import type { Kysely } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';

// The login sessions' rows. A session is found by the keyed hash of its cookie token (auth/sessions.ts
// makes it) and shown to its user by its public uid; neither the token nor the hash leaves the server.

export interface NewSession {
  idHash: string;
  uid: string;
  userId: number;
  userAgent: string | null;
  address: string | null;
  createdAt: number;
  expiresAt: number;
  /** The OpenID Provider's name for a login through it (sso/); none for a password. */
  provider?: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.kysely
    .insertInto('sessions')
    .values({ ...session, lastSeenAt: session.createdAt })
    .execute();
}

export function findSession(db: Db, idHash: string) {
  return db.kysely
    .selectFrom('sessions')
    .select(['userId', 'expiresAt', 'lastSeenAt'])
    .where('idHash', '=', idHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, idHash: string, now: number, expiresAt: number): Promise<void> {
  await db.kysely.updateTable('sessions').set({ lastSeenAt: now, expiresAt }).where('idHash', '=', idHash).execute();
}

/** Ends a session; gives its user and expiry, or undefined when there was no such session. */
export function deleteSession(db: Db, idHash: string) {
  return db.kysely
    .deleteFrom('sessions')
    .where('idHash', '=', idHash)
    .returning(['userId', 'expiresAt', 'provider'])
    .executeTakeFirst();
}

export async function deleteExpiredSessions(db: Db, now: number): Promise<void> {
  await db.kysely.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
}

/** A user's live sessions, the most recently used first. */
export function liveSessionsOf(db: Db, userId: number, now: number) {
  return db.kysely
    .selectFrom('sessions')
    .select(['idHash', 'uid', 'userAgent', 'address', 'createdAt', 'lastSeenAt', 'provider'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .orderBy('lastSeenAt', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
}

/**
 * Ends one session of this user by its public id; a session of another user is never touched.
 * Gives the ended session's hash and client, or undefined when the user has no session with that id.
 */
export function deleteSessionOf(db: Db, userId: number, uid: string) {
  return db.kysely
    .deleteFrom('sessions')
    .where('uid', '=', uid)
    .where('userId', '=', userId)
    .returning(['idHash', 'userAgent', 'address'])
    .executeTakeFirst();
}

/**
 * Ends every session of a user but the one kept (null: all of them). Takes the transaction of the
 * credential change it belongs to, so the sessions end with the very write that changes them.
 */
export async function deleteSessionsOf(db: Kysely<Database>, userId: number, keepIdHash: string | null): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .$if(keepIdHash !== null, (query) => query.where('idHash', '!=', keepIdHash!))
    .execute();
}
