import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** What the demo's service account is made of: its names, its owner's login and its role's name. */
export interface ServiceAccountSeedRow {
  uid: string;
  name: string;
  purpose: string;
  ownerLogin: string;
  roleName: string;
}

/** Inserts a service account (a `users` row of kind 'service': no password, no 2FA) in the seed's transaction. */
export async function insertServiceAccountRow(
  trx: Kysely<Database>,
  row: ServiceAccountSeedRow,
  now: number,
): Promise<void> {
  const owner = await trx
    .selectFrom('users')
    .select('id')
    .where('login', '=', row.ownerLogin)
    .executeTakeFirstOrThrow();
  const role = await trx.selectFrom('roles').select('id').where('name', '=', row.roleName).executeTakeFirstOrThrow();
  await trx
    .insertInto('users')
    .values({
      uid: row.uid,
      kind: 'service',
      login: row.name,
      lastName: row.name,
      firstName: '',
      email: null,
      passwordHash: '',
      purpose: row.purpose,
      ownerUserId: owner.id,
      roleId: role.id,
      allContextsVisible: 1,
      twoFactorEnabled: 0,
      twoFactorSeed: null,
      twoFactorLastStep: null,
      columnFilters: '[]',
      columnWidths: '[]',
      createdAt: now,
    })
    .execute();
}
