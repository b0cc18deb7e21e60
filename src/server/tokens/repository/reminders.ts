import type { Db } from '../../platform/db/connection';

// The SQL of the tokens' expiry reminders (reminders.ts): which tokens come near their expiry, and
// the mark `reminded_days` that each reminder goes out once.

/** A token that expires within `withinMs` and still works, with whom to tell: its holder and the holder's owner. */
export function tokensNearExpiry(db: Db, now: number, withinMs: number, lastStage: number) {
  return db.kysely
    .selectFrom('apiTokens as t')
    .innerJoin('users as h', 'h.id', 't.holderUserId')
    .leftJoin('users as o', 'o.id', 'h.ownerUserId')
    .select(['t.id', 't.name', 't.prefix', 't.createdAt', 't.remindedDays'])
    .select((eb) => eb.ref('t.expiresAt').$notNull().as('expiresAt'))
    .select(['h.kind as holderKind', 'h.login as holderLogin', 'h.email as holderEmail'])
    .select(['o.login as ownerLogin', 'o.email as ownerEmail'])
    .where('t.revokedAt', 'is', null)
    .where('t.expiresAt', 'is not', null)
    .where('t.expiresAt', '>', now)
    .where('t.expiresAt', '<=', now + withinMs)
    .where((eb) => eb.or([eb('t.remindedDays', 'is', null), eb('t.remindedDays', '>', lastStage)]))
    .orderBy('t.expiresAt')
    .orderBy('t.id')
    .execute();
}

export type TokenNearExpiry = Awaited<ReturnType<typeof tokensNearExpiry>>[number];

/**
 * Marks a token reminded at this stage unless it is already (by another run): true when this run
 * took it and is to send the reminder.
 */
export async function claimReminder(db: Db, tokenId: number, stage: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('apiTokens')
    .set({ remindedDays: stage })
    .where('id', '=', tokenId)
    .where((eb) => eb.or([eb('remindedDays', 'is', null), eb('remindedDays', '>', stage)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claimed reminder back after its mail failed, so the next run tries again. */
export async function releaseReminder(db: Db, tokenId: number, stage: number, previous: number | null): Promise<void> {
  await db.kysely
    .updateTable('apiTokens')
    .set({ remindedDays: previous })
    .where('id', '=', tokenId)
    .where('remindedDays', '=', stage)
    .execute();
}
