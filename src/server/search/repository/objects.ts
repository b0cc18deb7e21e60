import type { Db } from '../../platform/db/connection';
import { contains, likePattern } from '../../platform/db/search';
import { usersSeenWithin } from '../../platform/db/repository/usersSeenWithin';
import type { SyncfileKind } from '../../platform/db/schema';
import type { RolloutStateValue } from '../../platform/db/schemaPlanning';

// The other objects' matches: contexts, updates, rollouts, open alerts and users. Each reads the
// contexts' rows alone and stops at `limit`; the whole term is matched anywhere, ignoring case.

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

/** Open (or acknowledged, not closed) alerts with `text` in their subject, store name or store number. */
export async function openAlertsNamed(
  db: Db,
  contextIds: number[],
  text: string,
  limit: number,
): Promise<AlertMatch[]> {
  const pattern = likePattern(text);
  return db.kysely
    .selectFrom('alerts')
    .innerJoin('contexts', 'contexts.id', 'alerts.contextId')
    .where('alerts.contextId', 'in', contextIds)
    .where('alerts.state', '!=', 'closed')
    .where((eb) =>
      eb.or([
        contains(db.dialect, 'alerts.subject', pattern),
        contains(db.dialect, 'alerts.storeName', pattern),
        contains(db.dialect, 'alerts.storeId', pattern),
      ]),
    )
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
    .execute();
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
