import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { contains, likePattern } from '../../platform/db/search';
import { usersSeenWithin } from '../../platform/db/repository/usersSeenWithin';
import type { SyncfileKind } from '../../platform/db/schema';
import type { RolloutStateValue } from '../../platform/db/schemaPlanning';

// The other objects' matches: updates, rollouts, open alerts (by their stores) and users. Each reads
// the contexts' rows alone and stops at `limit`; a term is matched anywhere, ignoring case.

export interface UpdateMatch {
  contextKey: string;
  uid: string;
  kind: SyncfileKind;
  filename: string;
  tag: string;
}

export interface RolloutMatch {
  contextKey: string;
  uid: string;
  filename: string;
  tag: string;
  state: RolloutStateValue;
}

export interface AlertMatch {
  contextKey: string;
  uid: string;
  kind: string;
  subject: string;
  storeId: string | null;
  storeName: string | null;
}

export interface UserMatch {
  uid: string;
  login: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

export async function updatesNamed(db: Db, contextIds: number[], text: string, limit: number): Promise<UpdateMatch[]> {
  const pattern = likePattern(text);
  return db.kysely
    .selectFrom('syncfiles')
    .innerJoin('contexts', 'contexts.id', 'syncfiles.contextId')
    .where('syncfiles.contextId', 'in', contextIds)
    .where((eb) =>
      eb.or([contains(db.dialect, 'syncfiles.filename', pattern), contains(db.dialect, 'syncfiles.tag', pattern)]),
    )
    .select(['contexts.key as contextKey', 'syncfiles.uid', 'syncfiles.kind', 'syncfiles.filename', 'syncfiles.tag'])
    .orderBy('syncfiles.archived')
    .orderBy('syncfiles.createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** The rollouts of the updates with `text` in their file name or tag, newest first. */
export async function rolloutsNamed(
  db: Db,
  contextIds: number[],
  text: string,
  limit: number,
): Promise<RolloutMatch[]> {
  const pattern = likePattern(text);
  return db.kysely
    .selectFrom('rollouts')
    .innerJoin('syncfiles', 'syncfiles.id', 'rollouts.syncfileId')
    .innerJoin('contexts', 'contexts.id', 'rollouts.contextId')
    .where('rollouts.contextId', 'in', contextIds)
    .where((eb) =>
      eb.or([contains(db.dialect, 'syncfiles.filename', pattern), contains(db.dialect, 'syncfiles.tag', pattern)]),
    )
    .select(['contexts.key as contextKey', 'rollouts.uid', 'syncfiles.filename', 'syncfiles.tag', 'rollouts.state'])
    .orderBy('rollouts.createdAt', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The alerts not closed of these stores, newest first: by the stores' index, however many alerts
 * the contexts hold (a scan of their subjects took 80 ms at 400,000 open alerts).
 */
export async function openAlertsOf(
  db: Db,
  contextIds: number[],
  storeUids: string[],
  limit: number,
): Promise<AlertMatch[]> {
  if (storeUids.length === 0) return [];
  return (
    db.kysely
      .selectFrom('alerts')
      .innerJoin('contexts', 'contexts.id', 'alerts.contextId')
      .where('alerts.storeUid', 'in', storeUids)
      // Led by the stores' index: with the context list as a candidate, SQLite read every open alert
      // of those contexts by `alerts_one_open` (143,000 at 1M registers, 77 ms for a register's 50
      // stores); the unary plus keeps the list a filter, on PostgreSQL as well.
      .where(sql<number>`+alerts.context_id`, 'in', contextIds)
      .where('alerts.state', '!=', 'closed')
      .select([
        'contexts.key as contextKey',
        'alerts.uid',
        'alerts.kind',
        'alerts.subject',
        'alerts.storeId',
        'alerts.storeName',
      ])
      .orderBy('alerts.openedAt', 'desc')
      .limit(limit)
      .execute()
  );
}

/**
 * Persons (not service accounts) with `text` in login, name or e-mail: every one for a caller who
 * sees every context, else those the users list shows it (`usersSeenWithin`).
 */
export async function usersNamed(
  db: Db,
  seesEveryContext: boolean,
  contextIds: number[],
  text: string,
  limit: number,
): Promise<UserMatch[]> {
  const pattern = likePattern(text);
  return db.kysely
    .selectFrom('users')
    .where('users.kind', '=', 'person')
    .$if(!seesEveryContext, (q) => q.where('users.id', 'in', usersSeenWithin(db, contextIds).select('users.id')))
    .where((eb) =>
      eb.or(
        (['users.login', 'users.firstName', 'users.lastName', 'users.email'] as const).map((c) =>
          contains(db.dialect, c, pattern),
        ),
      ),
    )
    .select(['users.uid', 'users.login', 'users.firstName', 'users.lastName', 'users.email'])
    .orderBy('users.login')
    .limit(limit)
    .execute();
}
