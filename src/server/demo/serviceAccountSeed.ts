import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';
import { demoRoles, demoUsers } from './demoFleet';
import { Prng } from './prng';
import { insertServiceAccountRow } from './repository/serviceAccountRow';

// The demo's service account (issue 30): a program that exports every night, owned by the admin,
// reading only. No token: a token is shown once, at its creation, so the demo has none to show.

export const demoServiceAccount = {
  name: 'nightly-export',
  purpose: 'Nächtlicher Export der Kassen- und Update-Stände aller Kontexte für das Data Warehouse',
  owner: 'admin',
} as const;

/** A role that grants no right (reads only), else the viewer's. */
const readingRole =
  demoRoles.find((r) => r.rights.length === 0)?.name ?? demoUsers.find((u) => u.login === 'viewer')!.role;

/** Adds the service account in the seed's transaction, after the accounts; its own uid source, so the fleet's stay. */
export function seedDemoServiceAccount(trx: Kysely<Database>, now: number): Promise<void> {
  return insertServiceAccountRow(
    trx,
    {
      uid: new Prng(20261201).uid(),
      name: demoServiceAccount.name,
      purpose: demoServiceAccount.purpose,
      ownerLogin: demoServiceAccount.owner,
      roleName: readingRole,
    },
    now,
  );
}
