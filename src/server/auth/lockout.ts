import type { Db } from '../db/connection';

const lockoutWindowMs = 15 * 60 * 1000;
const maxFailures = 5;

/** Five failures within 15 minutes lock the login until the oldest of them is 15 minutes old. */
export async function isLockedOut(db: Db, login: string, now: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('loginFailures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('login', '=', login.toLowerCase())
    .where('at', '>', now - lockoutWindowMs)
    .executeTakeFirstOrThrow();
  return Number(row.n) >= maxFailures;
}

export async function recordFailure(db: Db, login: string, now: number): Promise<void> {
  await db.kysely.insertInto('loginFailures').values({ login: login.toLowerCase(), at: now }).execute();
  await db.kysely
    .deleteFrom('loginFailures')
    .where('at', '<=', now - 2 * lockoutWindowMs)
    .execute();
}

export async function clearFailures(db: Db, login: string): Promise<void> {
  await db.kysely.deleteFrom('loginFailures').where('login', '=', login.toLowerCase()).execute();
}
