import type { Db } from '../../platform/db/connection';
import { locksRows } from '../../platform/db/transaction';
import { addSpan, deleteSpansBefore } from './offlineDays';

/** A target's values by section, as stored (history/logic's `Sections`). */
type Sections = Record<string, Record<string, string>>;

/** One change to store (history/logic's `Change`). */
interface Change {
  key: string;
  old: string | null;
  new: string | null;
}

/** A register's or store server's row. */
export interface Subject {
  kind: 'cashpoint' | 'store';
  targetId: number;
}

/** What to store of the sections a heartbeat carries, given what is stored (null: nothing yet); null stores nothing. */
export type Decide = (before: Sections | null) => { changes: Change[]; after: Sections; fingerprint: string } | null;

/** Rows per insert statement: far below both databases' limits on bound values. */
const rowsPerInsert = 1000;

const columns = (subject: Subject) =>
  subject.kind === 'cashpoint'
    ? ({ column: 'cashpointId', cashpointId: subject.targetId, storeAgentId: null } as const)
    : ({ column: 'storeAgentId', cashpointId: null, storeAgentId: subject.targetId } as const);

/**
 * Stores what a heartbeat changed in one short transaction: its changes with one multi-row insert,
 * the target's reported sections and fingerprints, and the offline span it ended. The stored
 * sections are read (and on PostgreSQL locked) inside it, so two heartbeats of one target on two
 * instances chain their changes instead of both starting from the same old values. Returns the
 * fingerprints now stored, or null when `decide` stored none.
 *
 * `noneStored`: the caller's read found nothing stored for the target (its first full heartbeat,
 * mostly its registration). Its baseline is then one insert that yields to a row another instance
 * wrote meanwhile, without a transaction; only when one did is it decided against that row.
 */
export async function recordHistory(
  db: Db,
  subject: Subject,
  decide: Decide | null,
  span: { startedAt: number; endedAt: number } | null,
  now: number,
  noneStored = false,
): Promise<string | null> {
  const { column, cashpointId, storeAgentId } = columns(subject);
  if (noneStored && decide && !span) {
    const baseline = decide(null);
    if (!baseline) return null;
    if (baseline.changes.length === 0) {
      const state = { fingerprint: baseline.fingerprint, reported: JSON.stringify(baseline.after), updatedAt: now };
      const inserted = await db.kysely
        .insertInto('historyStates')
        .values({ cashpointId, storeAgentId, ...state, startedAt: now })
        .onConflict((oc) => oc.column(column).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return baseline.fingerprint;
    }
  }
  return db.kysely.transaction().execute(async (trx) => {
    let stored: string | null = null;
    if (decide) {
      const row = await trx
        .selectFrom('historyStates')
        .select('reported')
        .where(column, '=', subject.targetId)
        .$if(locksRows(db), (q) => q.forUpdate())
        .executeTakeFirst();
      const decided = decide(row ? (JSON.parse(row.reported) as Sections) : null);
      if (decided) {
        for (let i = 0; i < decided.changes.length; i += rowsPerInsert)
          await trx
            .insertInto('historyChanges')
            .values(
              decided.changes
                .slice(i, i + rowsPerInsert)
                .map((c) => ({ cashpointId, storeAgentId, at: now, key: c.key, old: c.old, new: c.new })),
            )
            .execute();
        const state = { fingerprint: decided.fingerprint, reported: JSON.stringify(decided.after), updatedAt: now };
        await trx
          .insertInto('historyStates')
          // Its start only with the first row (the baseline): an update keeps it.
          .values({ cashpointId, storeAgentId, ...state, startedAt: now })
          .onConflict((oc) => oc.column(column).doUpdateSet(state))
          .execute();
        stored = decided.fingerprint;
      }
    }
    if (span) await addSpan(trx, db, { column, cashpointId, storeAgentId }, span);
    return stored;
  });
}

/**
 * Deletes the changes older than `before` and the offline spans of the whole days before it (a span
 * by its end, offlineDays.ts), `chunk` rows per statement as the audit log's retention does, so no
 * statement holds the tables long. Returns how many of each it deleted.
 */
export async function deleteHistoryBefore(
  db: Db,
  before: number,
  chunk = 10_000,
): Promise<{ changes: number; spans: number }> {
  let changes = 0;
  for (;;) {
    const result = await db.kysely
      .deleteFrom('historyChanges')
      .where('id', 'in', (eb) =>
        eb.selectFrom('historyChanges').select('id').where('at', '<', before).orderBy('id').limit(chunk),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    changes += count;
    if (count < chunk) break;
  }
  const spans = await deleteSpansBefore(db, before, chunk);
  return { changes, spans };
}
