import type { Db } from '../../platform/db/connection';
import { newUid } from '../../platform/ids';

// The users the provider logs in: found by its issuer and subject, never by their login. Their role
// and visible contexts are written at every login from the mappings.

export function findSsoUser(db: Db, issuer: string, subject: string) {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where('ssoIssuer', '=', issuer)
    .where('ssoSubject', '=', subject)
    .where('kind', '=', 'person')
    .executeTakeFirst();
}

export interface SsoUserValues {
  issuer: string;
  subject: string;
  login: string;
  firstName: string;
  lastName: string;
  email: string | null;
  roleId: number;
  allContextsVisible: boolean;
  contextKeys: string[];
}

/** Creates the user (`id` undefined) or brings it up to date; gives its id. Call inside a transaction. */
export async function writeSsoUser(
  db: Db,
  id: number | undefined,
  values: SsoUserValues,
  now: number,
): Promise<number> {
  const fields = {
    login: values.login,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    roleId: values.roleId,
    allContextsVisible: values.allContextsVisible ? 1 : 0,
  };
  if (id === undefined) {
    const row = await db.kysely
      .insertInto('users')
      .values({
        ...fields,
        uid: newUid(),
        // No password: an empty hash matches none (accounts/password.ts), so only the provider logs it in.
        passwordHash: '',
        twoFactorEnabled: 0,
        twoFactorSeed: null,
        twoFactorLastStep: null,
        columnFilters: '[]',
        columnWidths: '[]',
        createdAt: now,
        ssoIssuer: values.issuer,
        ssoSubject: values.subject,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } else {
    await db.kysely.updateTable('users').set(fields).where('id', '=', id).execute();
  }
  await db.kysely.deleteFrom('userContexts').where('userId', '=', id).execute();
  if (!values.allContextsVisible && values.contextKeys.length > 0) {
    const contexts = await db.kysely
      .selectFrom('contexts')
      .select('id')
      .where('key', 'in', values.contextKeys)
      .execute();
    if (contexts.length > 0)
      await db.kysely
        .insertInto('userContexts')
        .values(contexts.map((c) => ({ userId: id!, contextId: c.id })))
        .execute();
  }
  return id;
}
