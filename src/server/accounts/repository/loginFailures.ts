import type { Db } from '../../platform/db/connection';

/** The failures of one login from one address since a time: how many, and when the last was. */
export interface AddressFailures {
  login: string;
  address: string;
  count: number;
  lastAt: number;
}

/** Records a login attempt (a failure until it is taken back) and returns its id. */
export async function insertLoginFailure(db: Db, login: string, address: string, at: number): Promise<number> {
  const row = await db.kysely
    .insertInto('loginFailures')
    .values({ login, address, at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Takes back one recorded attempt: it was refused unchecked, or it was no failure. */
export async function deleteLoginFailure(db: Db, id: number): Promise<void> {
  await db.kysely.deleteFrom('loginFailures').where('id', '=', id).execute();
}

/** Failures from before `before` no longer count for anything. */
export async function deleteLoginFailuresBefore(db: Db, before: number): Promise<void> {
  await db.kysely.deleteFrom('loginFailures').where('at', '<=', before).execute();
}

/** Forgets the failures of a login, from one address or (without it) from all. */
export async function deleteLoginFailures(db: Db, login: string, address?: string): Promise<void> {
  await db.kysely
    .deleteFrom('loginFailures')
    .where('login', '=', login)
    .$if(address !== undefined, (q) => q.where('address', '=', address!))
    .execute();
}

/** The failures since `since` of these logins, per login and address, leaving out the one of `exceptId`. */
export async function loginFailuresByAddress(
  db: Db,
  logins: string[],
  since: number,
  exceptId?: number,
): Promise<AddressFailures[]> {
  if (logins.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('loginFailures')
    .select(['login', 'address'])
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('at').as('lastAt')])
    .where('login', 'in', logins)
    .where('at', '>', since)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .groupBy(['login', 'address'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count), lastAt: Number(row.lastAt) }));
}
