import { format } from 'date-fns';
import { auditChangeText, describeAuditEntry, type AuditEntry } from '../../shared/audit/describe';
import { guardFormula } from '../../shared/reports/csv';
import { formatDateTime } from '../../shared/dates';
import type { operations } from '../../shared/generated/contract';
import { hasRights } from '../../shared/rights';
import { auditTexts } from '../../shared/texts/de/audit';
import { parseJsonArray } from '../platform/db/json';
import type { AuditFilters, AuditOrder, AuditRow, AuditScope } from './repository/auditLog';
import { type Principal, visibleContext } from '../platform/principal';

// The read side of the audit log: who may read which entries, the request's filters as the
// repository takes them, and an entry as the contract and the CSV show it.

export type AuditLogQuery = NonNullable<operations['getAuditLog']['parameters']['query']>;

/**
 * A user reads the entries of the contexts it sees (one that sees all contexts also those of
 * contexts deleted since), and entries without a context (logins, users, its own account) only
 * when it may see the users too: then, unless it sees every context, only those of a user (acting
 * or changed) that its users list shows, so a tenant's admin never reads another tenant's logins.
 */
export function auditScopeOf(principal: Principal): AuditScope {
  return {
    allContexts: Boolean(principal.user.allContextsVisible),
    contextIds: principal.contexts.map((c) => c.id),
    withoutContext: hasRights(principal.rights, ['USERS']),
  };
}

/** The first moment of an ISO day (`yyyy-MM-dd`) in the server's time zone, `days` later. */
function dayStart(isoDay: string, days = 0): number {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(year!, month! - 1, day! + days).getTime();
}

/** Why the query cannot be answered, or the filters it asks for. */
export type AuditFiltersResult =
  { ok: true; filters: AuditFilters } | { ok: false; reason: 'forbiddenContext' | 'fromAfterTo' };

/** The filters of a request: a context the user does not see, or a `from` after `to`, is refused. */
export function auditFiltersOf(principal: Principal, query: AuditLogQuery): AuditFiltersResult {
  let contextId: number | undefined;
  let contextKey: string | undefined;
  if (query.contextId !== undefined) {
    const context = visibleContext(principal, query.contextId);
    // One who sees every context also reads the entries of contexts deleted since: a key no
    // context has any more is looked for in the log (and lists nothing if it never was there).
    if (context) contextId = context.id;
    else if (principal.user.allContextsVisible) contextKey = query.contextId;
    else return { ok: false, reason: 'forbiddenContext' };
  }
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
    return { ok: false, reason: 'fromAfterTo' };
  }
  return {
    ok: true,
    filters: {
      contextId,
      contextKey,
      login: query.user?.trim() || undefined,
      action: query.action,
      objectId: query.object || undefined,
      from: query.from === undefined ? undefined : dayStart(query.from),
      // `to` includes its whole day: up to the start of the next.
      before: query.to === undefined ? undefined : dayStart(query.to, 1),
      text: query.filter,
    },
  };
}

export function auditOrderOf(query: AuditLogQuery): AuditOrder {
  return { sortBy: query.sortBy ?? 'time', direction: query.sortDirection ?? 'desc' };
}

export function auditEntryOf(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    time: new Date(Number(row.at)).toISOString(),
    user: row.userLogin,
    userName: row.userName,
    address: row.address,
    contextId: row.contextKey,
    contextName: row.contextName,
    action: row.action as AuditEntry['action'],
    objectType: row.objectType as AuditEntry['objectType'],
    objectId: row.objectId,
    objectLabel: row.objectLabel,
    changes: parseJsonArray(row.changes),
    token: row.tokenLabel ?? null,
  };
}

const headers = auditTexts.audit.csv.headers;

/** The CSV's header line, in the order of `auditCsvCells`. */
export const auditCsvHeader = [
  headers.time,
  headers.user,
  headers.name,
  headers.address,
  headers.context,
  headers.action,
  headers.object,
  headers.description,
  headers.changes,
  headers.token,
].map(guardFormula);

/** One line of the CSV: the time in the server's zone, the action's and the entry's German text. */
export function auditCsvCells(entry: AuditEntry): string[] {
  return [
    formatDateTime(entry.time, true),
    entry.user ?? '',
    entry.userName ?? '',
    entry.address ?? '',
    entry.contextId ?? '',
    auditTexts.audit.actions[entry.action] ?? entry.action,
    entry.objectLabel ?? entry.objectId ?? '',
    describeAuditEntry(entry),
    entry.changes.map(auditChangeText).join(' | '),
    entry.token ?? '',
  ].map(guardFormula);
}

/** The CSV's lines, batch by batch as the database gives them. */
export async function* auditCsvLines(batches: AsyncIterable<readonly AuditRow[]>) {
  for await (const rows of batches) for (const row of rows) yield auditCsvCells(auditEntryOf(row));
}

/** The export's file name: the day of the export in the server's zone. */
export const auditCsvFile = (now: number) => auditTexts.audit.csv.file(format(now, 'yyyy-MM-dd'));
