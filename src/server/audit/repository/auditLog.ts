import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { AuditLogTable } from '../../platform/db/schema';
import { likePattern } from '../../platform/db/search';
import { usersSeenWithin } from '../../platform/db/repository/usersSeenWithin';

// The audit log's rows. Entries are only inserted here, inside the transaction of the change they
// record (audit/record.ts), and deleted only by the retention job; no call edits one.

/** An entry as its writer gives it; the insert adds the search text. */
export type NewAuditEntry = Omit<Insertable<AuditLogTable>, 'searchText'>;
export type AuditRow = Selectable<AuditLogTable>;

/** The columns the free-text filter searches, in the order the search text joins them. */
const textColumns = ['userLogin', 'userName', 'address', 'contextKey', 'contextName', 'objectLabel'] as const;

/**
 * Between the fields in the search text: a control character no field and no typed term holds, so
 * a term never matches across two fields (migration 0011 backfills with the same one).
 */
const fieldSeparator = '\u001f';

/**
 * What the free-text filter searches in an entry: its text fields in lower case, an empty one as '',
 * joined by the separator. Stored with the entry, so the filter is one LIKE on one column instead
 * of six lower()s per row (on SQLite each a call into JavaScript) over the whole log.
 */
export function auditSearchText(entry: Pick<NewAuditEntry, (typeof textColumns)[number]>): string {
  return textColumns.map((column) => (entry[column] ?? '').toLowerCase()).join(fieldSeparator);
}

export async function insertAuditEntries(db: Db, entries: NewAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.kysely
    .insertInto('auditLog')
    .values(entries.map((entry) => ({ ...entry, searchText: auditSearchText(entry) })))
    .execute();
}

/** Which entries a user may read at all, whatever it filters by. */
export interface AuditScope {
  /** Every context, also those deleted since; otherwise only `contextIds`. */
  allContexts: boolean;
  contextIds: number[];
  /**
   * Entries without a context (logins, users, own account): with `allContexts` all of them,
   * otherwise only those whose acting or subject user is one the users list shows the caller.
   */
  withoutContext: boolean;
}

/** What the user narrows the entries to; times are milliseconds, `before` exclusive. */
export interface AuditFilters {
  contextId?: number;
  /** A context by the key the entries copied (one deleted since has no id to filter by). */
  contextKey?: string;
  login?: string;
  action?: string;
  objectId?: string;
  from?: number;
  before?: number;
  text?: string;
}

export type AuditSortBy = 'time' | 'user' | 'action' | 'context' | 'object' | 'address';

export interface AuditOrder {
  sortBy: AuditSortBy;
  direction: 'asc' | 'desc';
}

/** What each sort key orders by: texts case-blind, an empty one as ''. */
const sortColumns = {
  user: 'userLogin',
  action: 'action',
  context: 'contextKey',
  object: 'objectLabel',
  address: 'address',
} as const;

/**
 * The entries the scope lets the user see and the filters let through: the one query the list and
 * the CSV export share, so both always agree.
 */
function selectedEntries(db: Db, scope: AuditScope, filters: AuditFilters) {
  const { contextId, contextKey, login, action, objectId, from, before } = filters;
  // A term holding the separator could only match across two fields: it finds nothing, as no
  // login, name, address, key or label holds such a control character.
  const term = filters.text?.trim();
  return db.kysely
    .selectFrom('auditLog')
    .where((eb) => {
      const withContext = scope.allContexts
        ? eb('contextId', 'is not', null)
        : scope.contextIds.length > 0
          ? eb('contextId', 'in', scope.contextIds)
          : eb.lit(false);
      if (!scope.withoutContext) return withContext;
      if (scope.allContexts) return eb.or([withContext, eb('contextId', 'is', null)]);
      const seen = () => usersSeenWithin(db, scope.contextIds);
      const ofSeenUser = eb.or([
        eb('userId', 'in', seen().select('users.id')),
        eb.and([eb('objectType', '=', 'user'), eb('objectId', 'in', seen().select('users.uid'))]),
      ]);
      return eb.or([withContext, eb.and([eb('contextId', 'is', null), ofSeenUser])]);
    })
    .$if(contextId !== undefined, (q) => q.where('contextId', '=', contextId!))
    .$if(contextKey !== undefined, (q) => q.where('contextId', 'is not', null).where('contextKey', '=', contextKey!))
    .$if(login !== undefined, (q) => q.where(sql<boolean>`lower(${sql.ref('userLogin')}) = ${login!.toLowerCase()}`))
    .$if(action !== undefined, (q) => q.where('action', '=', action!))
    .$if(objectId !== undefined, (q) => q.where('objectId', '=', objectId!))
    .$if(from !== undefined, (q) => q.where('at', '>=', from!))
    .$if(before !== undefined, (q) => q.where('at', '<', before!))
    .$if(Boolean(term), (q) =>
      term!.includes(fieldSeparator)
        ? q.where((eb) => eb.lit(false))
        : q.where(sql<boolean>`${sql.ref('searchText')} like ${likePattern(term!)} escape '\\'`),
    );
}

/** What the entries are sorted by: the time, or a text case-blind with an empty one as ''. */
function sortKey(order: AuditOrder) {
  return order.sortBy === 'time'
    ? sql<number | string>`at`
    : sql<number | string>`lower(coalesce(${sql.ref(sortColumns[order.sortBy])}, ''))`;
}

function sorted(query: ReturnType<typeof selectedEntries>, order: AuditOrder) {
  const direction = order.direction === 'asc' ? sql`asc` : sql`desc`;
  // Equal keys (the same second, the same user) keep one order: the id, in the same direction.
  return query
    .selectAll()
    .select(sortKey(order).as('sortKey'))
    .orderBy(sql`${sortKey(order)} ${direction}`)
    .orderBy(sql`id ${direction}`);
}

/** One page of the entries, and how many there are in all. */
export async function listAuditEntries(
  db: Db,
  scope: AuditScope,
  filters: AuditFilters,
  order: AuditOrder,
  page: { page: number; size: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const query = selectedEntries(db, scope, filters);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await sorted(query, order)
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  return { rows, total: Number(total) };
}

/**
 * Every entry the list would show on all its pages, in its order, `size` at a time (the CSV
 * export), so the export never holds the whole log. Sorted by time, each batch continues after
 * the last one's time and id (the index on the time makes that cheap); sorted by a text, which no
 * index orders, re-filtering for each batch would grow with the square of the log, so the ids are
 * read once in their order and the rows fetched by id a batch at a time. Either way entries
 * written meanwhile neither repeat nor shift a line.
 */
export function auditEntryBatches(
  db: Db,
  scope: AuditScope,
  filters: AuditFilters,
  order: AuditOrder,
  size = 1000,
): AsyncGenerator<AuditRow[]> {
  return order.sortBy === 'time'
    ? batchesAfterLast(db, scope, filters, order, size)
    : batchesOfIds(db, scope, filters, order, size);
}

async function* batchesAfterLast(
  db: Db,
  scope: AuditScope,
  filters: AuditFilters,
  order: AuditOrder,
  size: number,
): AsyncGenerator<AuditRow[]> {
  const after = sql.raw(order.direction === 'asc' ? '>' : '<');
  let last: { sortKey: number | string; id: number } | undefined;
  for (;;) {
    const query = selectedEntries(db, scope, filters).$if(last !== undefined, (q) =>
      q.where(
        sql<boolean>`(${sortKey(order)} ${after} ${last!.sortKey} or (${sortKey(order)} = ${last!.sortKey} and id ${after} ${last!.id}))`,
      ),
    );
    const rows = await sorted(query, order).limit(size).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1]!;
  }
}

async function* batchesOfIds(
  db: Db,
  scope: AuditScope,
  filters: AuditFilters,
  order: AuditOrder,
  size: number,
): AsyncGenerator<AuditRow[]> {
  const direction = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const ids = (
    await selectedEntries(db, scope, filters)
      .select('id')
      .orderBy(sql`${sortKey(order)} ${direction}`)
      .orderBy(sql`id ${direction}`)
      .execute()
  ).map((row) => Number(row.id));
  for (let start = 0; start < ids.length; start += size) {
    const chunk = ids.slice(start, start + size);
    const rows = await db.kysely.selectFrom('auditLog').selectAll().where('id', 'in', chunk).execute();
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    // An entry the retention deleted meanwhile is left out.
    const batch = chunk.flatMap((id) => byId.get(id) ?? []);
    if (batch.length > 0) yield batch;
  }
}

/**
 * The retention: deletes the entries older than `before` (ms), `chunk` at a time, each chunk its
 * own short statement, so a year's backlog never holds SQLite's one connection (and with it every
 * request) for long; returns how many went.
 */
export async function deleteAuditEntriesBefore(db: Db, before: number, chunk = 10_000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.kysely
      .deleteFrom('auditLog')
      .where('id', 'in', (eb) =>
        eb.selectFrom('auditLog').select('id').where('at', '<', before).orderBy('id').limit(chunk),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < chunk) return deleted;
  }
}
