import type { Db } from '../../platform/db/connection';
import { newUid } from '../../platform/ids';
import { rightsOf } from './roles';

// The rows a withdrawal of access writes (../withdrawal.ts): the built-in role without rights, the
// user's role and contexts, its sessions.

export interface RightlessRoleTexts {
  name: string;
  description: string;
}

/**
 * The built-in role without rights, created at its first use. Taken only when the row of that name is
 * built in and gives no right: a custom role someone named so could give rights, so then the next
 * name is tried (built-in roles cannot be changed in the role editor, so this one stays without).
 */
export async function rightlessRole(db: Db, texts: RightlessRoleTexts): Promise<{ id: number; name: string }> {
  for (const name of [texts.name, `${texts.name} (System)`, `${texts.name} (${newUid()})`]) {
    await db.kysely
      .insertInto('roles')
      .values({ uid: newUid(), name, description: texts.description, rights: '[]', builtin: 1 })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db.kysely
      .selectFrom('roles')
      .select(['id', 'name', 'rights', 'builtin'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (row && row.builtin === 1 && rightsOf(row).length === 0) return { id: row.id, name: row.name };
  }
  throw new Error('no built-in role without rights could be made');
}

/** Gives the user this role and no visible context. */
export async function setRoleWithoutContexts(db: Db, userId: number, roleId: number): Promise<void> {
  await db.kysely.updateTable('users').set({ roleId, allContextsVisible: 0 }).where('id', '=', userId).execute();
  await db.kysely.deleteFrom('userContexts').where('userId', '=', userId).execute();
}

/** Ends every session of the user; gives the ended ones that were still live, for the audit log. */
export async function endAllSessionsOf(db: Db, userId: number, now: number) {
  const ended = await db.kysely
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .returning(['uid', 'userAgent', 'address', 'expiresAt'])
    .execute();
  return ended.filter((s) => s.expiresAt > now);
}
