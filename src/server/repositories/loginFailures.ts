import type { Db } from '../db/connection';

/** The failures of one login from one address since a time: how many, and when the last was. */
export interface AddressFailures {
  login: string;
  address: string;
  count: number;
  lastAt: number;
}

export async function insertLoginFailure(db: Db, login: string, address: string, at: number): Promise<void> {
  await db.kysely.insertInto('loginFailures').values({ login, address, at }).execute();
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

/** The failures since `since` of these logins, per login and address. */
export async function loginFailuresByAddress(db: Db, logins: string[], since: number): Promise<AddressFailures[]> {
  if (logins.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('loginFailures')
    .select(['login', 'address'])
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('at').as('lastAt')])
    .where('login', 'in', logins)
    .where('at', '>', since)
    .groupBy(['login', 'address'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count), lastAt: Number(row.lastAt) }));
}
