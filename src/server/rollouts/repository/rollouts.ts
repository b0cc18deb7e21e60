import { sql, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { ContextRow, RolloutsTable, RolloutStateValue } from '../../platform/db/schema';

// The rows of `rollouts` (migration 0013), with what their replies and audit entries name of their
// update and context. Every change of a rollout's state goes through `changeIfRevision`: written on
// the revision it was decided on, or not at all.

/** A rollout with its update's and context's names, as the replies show it. */
export interface RolloutRow {
  id: number;
  uid: string;
  contextId: number;
  contextKey: string;
  contextName: string;
  syncfileId: number;
  updateUid: string;
  updateKind: 'cashpoint' | 'store';
  updateFilename: string;
  updateTag: string;
  state: RolloutStateValue;
  pauseReason: string | null;
  pauseCause: string | null;
  authorId: number | null;
  author: string;
  /** The author's first and last name (null when the account is gone). */
  authorFirstName: string | null;
  authorLastName: string | null;
  /**
   * The person the author stands for: the author, or the owner of the service account that saved the
   * plan (null when that account has no owner, or the author is gone). The four-eyes rule compares persons.
   */
  authorPersonId: number | null;
  currentWave: number;
  revision: number;
  createdAt: number;
  updatedAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

function rowsQuery(db: Db) {
  return db.kysely
    .selectFrom('rollouts as r')
    .innerJoin('syncfiles as s', 's.id', 'r.syncfileId')
    .innerJoin('contexts as c', 'c.id', 'r.contextId')
    .leftJoin('users as au', 'au.id', 'r.authorId')
    .leftJoin('users as ao', 'ao.id', 'au.ownerUserId')
    .select((eb) => [
      // A service account's owner only when it is a person (accounts owned by an account, from before
      // owners were always persons, stand for nobody).
      eb
        .case()
        .when('au.kind', '=', 'service')
        .then(eb.case().when('ao.kind', '=', 'person').then(eb.ref('ao.id')).end())
        .else(eb.ref('au.id'))
        .end()
        .as('authorPersonId'),
      'r.id',
      'r.uid',
      'r.contextId',
      'c.key as contextKey',
      'c.name as contextName',
      'r.syncfileId',
      's.uid as updateUid',
      's.kind as updateKind',
      's.filename as updateFilename',
      's.tag as updateTag',
      'r.state',
      'r.pauseReason',
      'r.pauseCause',
      'r.authorId',
      'r.author',
      'au.firstName as authorFirstName',
      'au.lastName as authorLastName',
      'r.currentWave',
      'r.revision',
      'r.createdAt',
      'r.updatedAt',
      'r.startedAt',
      'r.finishedAt',
    ]);
}

/** Numbers as numbers: PostgreSQL hands bigint columns over as they are parsed (connection.ts). */
function rowOf(row: Awaited<ReturnType<ReturnType<typeof rowsQuery>['executeTakeFirstOrThrow']>>): RolloutRow {
  return {
    ...row,
    authorPersonId: row.authorPersonId === null ? null : Number(row.authorPersonId),
    currentWave: Number(row.currentWave),
    revision: Number(row.revision),
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
    startedAt: row.startedAt === null ? null : Number(row.startedAt),
    finishedAt: row.finishedAt === null ? null : Number(row.finishedAt),
  };
}

/** The rollouts of a context (or of one update of it), newest first. */
export async function rolloutsOfContext(db: Db, contextId: number, updateUid?: string): Promise<RolloutRow[]> {
  const rows = await rowsQuery(db)
    .where('r.contextId', '=', contextId)
    .$if(updateUid !== undefined, (q) => q.where('s.uid', '=', updateUid!))
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map(rowOf);
}

/** A rollout of the context by its uid; undefined for one of another context or none. */
export async function rolloutOfContext(db: Db, contextId: number, uid: string): Promise<RolloutRow | undefined> {
  const row = await rowsQuery(db).where('r.contextId', '=', contextId).where('r.uid', '=', uid).executeTakeFirst();
  return row && rowOf(row);
}

/** A rollout by its row id (a transition names its entry by it). */
export async function rolloutById(db: Db, id: number): Promise<RolloutRow | undefined> {
  const row = await rowsQuery(db).where('r.id', '=', id).executeTakeFirst();
  return row && rowOf(row);
}

/** The rollout of an update, if it has one (one per update). */
export async function rolloutOfUpdate(db: Db, syncfileId: number): Promise<RolloutRow | undefined> {
  const row = await rowsQuery(db).where('r.syncfileId', '=', syncfileId).executeTakeFirst();
  return row && rowOf(row);
}

/** The rollouts in a state, of every context (the job's input) or of the given ones; oldest change first. */
export async function rolloutsInState(
  db: Db,
  state: RolloutStateValue,
  contextIds?: readonly number[],
): Promise<RolloutRow[]> {
  if (contextIds !== undefined && contextIds.length === 0) return [];
  const rows = await rowsQuery(db)
    .where('r.state', '=', state)
    .$if(contextIds !== undefined, (q) => q.where('r.contextId', 'in', contextIds!))
    .orderBy('r.updatedAt')
    .orderBy('r.id')
    .execute();
  return rows.map(rowOf);
}

export interface NewRollout {
  uid: string;
  contextId: number;
  syncfileId: number;
  authorId: number;
  author: string;
  now: number;
}

/** A new draft; its id. A second rollout of the same update fails on the unique index. */
export async function insertRollout(db: Db, rollout: NewRollout): Promise<number> {
  const { now, ...values } = rollout;
  const row = await db.kysely
    .insertInto('rollouts')
    .values({
      ...values,
      state: 'draft',
      pauseReason: null,
      pauseCause: null,
      createdAt: now,
      updatedAt: now,
      startedAt: null,
      finishedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes the rollout when its revision is still `revision`, raising it by one: false when another
 * instance, the job or a person changed it meanwhile (then nothing is written).
 */
export async function changeIfRevision(
  db: Db,
  id: number,
  revision: number,
  values: Omit<Updateable<RolloutsTable>, 'id' | 'revision' | 'startedAt'> & { startedAt?: 'now' },
  now: number,
): Promise<boolean> {
  const { startedAt, ...rest } = values;
  const result = await db.kysely
    .updateTable('rollouts')
    .set({
      ...rest,
      updatedAt: now,
      revision: sql<number>`revision + 1`,
      // The rollout's start is its first wave's; later waves keep it.
      ...(startedAt ? { startedAt: sql<number>`coalesce(started_at, ${now})` } : {}),
    })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The author of a draft saved again (who shaped the plan last is the one who may not approve it),
 * written only while the rollout is the draft at the revision the save read, raising it: false when a
 * start (or another save) came first, and then the save must not touch the waves either.
 */
export async function setAuthorOfDraft(
  db: Db,
  id: number,
  revision: number,
  author: { id: number; login: string },
  now: number,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('rollouts')
    .set({ authorId: author.id, author: author.login, updatedAt: now, revision: sql<number>`revision + 1` })
    .where('id', '=', id)
    .where('state', '=', 'draft')
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes a draft at the revision it was read (its waves with it; a draft admitted no store): the
 * update behaves as without a plan again. False when it had moved on meanwhile.
 */
export async function deleteDraftIfRevision(db: Db, id: number, revision: number): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('rollouts')
    .where('id', '=', id)
    .where('state', '=', 'draft')
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return false;
  // The foreign key cascades; said here as well, so no wave outlives its rollout whatever the pragma.
  await db.kysely.deleteFrom('rolloutWaves').where('rolloutId', '=', id).execute();
  return true;
}

/** A context's row (a wave with a report filter reads its columns, as the report does). */
export function contextRow(db: Db, contextId: number): Promise<ContextRow | undefined> {
  return db.kysely.selectFrom('contexts').selectAll().where('id', '=', contextId).executeTakeFirst();
}

/** The first and last names of the accounts with these logins (an approval names its approver by login). */
export async function namesOfLogins(
  db: Db,
  logins: readonly string[],
): Promise<Map<string, { firstName: string; lastName: string }>> {
  if (logins.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('users')
    .select(['login', 'firstName', 'lastName'])
    .where('login', 'in', [...new Set(logins)])
    .execute();
  return new Map(rows.map((row) => [row.login, { firstName: row.firstName, lastName: row.lastName }]));
}
