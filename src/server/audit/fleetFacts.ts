import type { FastifyRequest } from 'fastify';
import type { Db } from '../platform/db/connection';
import type { SyncfileKind, SyncfileRow } from '../platform/db/schema';
import { isoTime } from '../platform/ids';
import type { AuditChange } from '../../shared/audit/describe';
import { audited, changesBetween, type AuditFact, type AuditValues } from './record';

// How the fleet's objects (stores, registers, updates) appear in the audit log.

/** A store by its number, with its name in parentheses when it has one: `1003 (Hamburg Mitte)`. */
export function storeLabel(storeId: string, name: string | null): string {
  return name ? `${storeId} (${name})` : storeId;
}

export function cashpointLabel(storeId: string, posId: string): string {
  return `${storeId}-${posId}`;
}

/**
 * An update's targets as the audit log names them (given in store and register order): a register
 * as `<store>-<register>`, a store server by its store's number.
 */
export function targetLabels(places: { storeId: string; posId: string | null }[]): string[] {
  return places.map((place) => (place.posId === null ? place.storeId : cashpointLabel(place.storeId, place.posId)));
}

export function storeObject(store: { uid: string; storeId: string; name: string | null }): AuditFact['object'] {
  return { type: 'store', id: store.uid, label: storeLabel(store.storeId, store.name) };
}

export function updateObject(kind: SyncfileKind, row: Pick<SyncfileRow, 'uid' | 'filename'>): AuditFact['object'] {
  return { type: kind === 'cashpoint' ? 'cashpointUpdate' : 'storeUpdate', id: row.uid, label: row.filename };
}

/** An update's own settings as the log keeps them (an empty comment counts as none). */
export function updateValues(update: Pick<SyncfileRow, 'status' | 'releaseDate' | 'tag' | 'comment'>): AuditValues {
  return {
    status: String(update.status),
    releaseDate: isoTime(update.releaseDate),
    tag: update.tag,
    comment: update.comment || null,
  };
}

// A save can change tens of thousands of targets; the entry names this many and counts the rest.
const namedTargets = 100;

function targetList(labels: string[]): string | null {
  if (labels.length === 0) return null;
  const named = labels.slice(0, namedTargets).join(', ');
  return labels.length > namedTargets ? `${named} … (+${labels.length - namedTargets})` : named;
}

/** The targets a save added and removed, each as one change of its own (absent when there were none). */
export function targetChanges(before: string[], after: string[]): AuditChange[] {
  const had = new Set(before);
  const has = new Set(after);
  const added = targetList(after.filter((label) => !had.has(label)));
  const removed = targetList(before.filter((label) => !has.has(label)));
  return [
    ...(added ? [{ field: 'targetsAdded', before: null, after: added }] : []),
    ...(removed ? [{ field: 'targetsRemoved', before: null, after: removed }] : []),
  ];
}

/** A rename's one change, with an empty name as none. */
export function nameChange(before: string, after: string): AuditChange[] {
  return changesBetween({ name: before || null }, { name: after || null });
}

/**
 * A transaction for the update storage functions that also writes the entry of what it did: the
 * storage moves files around its own short transaction, so the entry must land inside that one.
 * `fact` describes the work's result; a result of undefined (nothing found) records nothing.
 */
export function auditedTransaction<R>(
  request: FastifyRequest,
  fact: (result: NonNullable<R>) => AuditFact,
): (work: (db: Db) => Promise<R>) => Promise<R> {
  return (work) =>
    audited(request, async (db, record) => {
      const result = await work(db);
      if (result !== undefined && result !== null) record(fact(result));
      return result;
    });
}
