import { sql, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';

// Offline spans as history_offline_days keeps them (migration 0045): one row per target and UTC day
// on which its spans ended, the spans packed as `start:end,…` in whole seconds from that day's
// midnight. About 12 bytes a span instead of a row of its own.

const dayMs = 86_400_000;

export interface Span {
  startedAt: number;
  endedAt: number;
}

/** The UTC day (days since 1970) a time falls on. */
export const dayOf = (ms: number): number => Math.floor(ms / dayMs);

/** A span as its day row holds it, to the second: its day, and `start:end` from that day's midnight. */
export function packSpan(span: Span): { day: number; packed: string } {
  const day = dayOf(span.endedAt);
  const base = day * 86_400;
  const seconds = (ms: number) => Math.floor(ms / 1000) - base;
  return { day, packed: `${seconds(span.startedAt)}:${seconds(span.endedAt)}` };
}

/** The spans of a day row, in ms, in the order they were written. */
export function unpackSpans(day: number, spans: string): Span[] {
  const base = day * 86_400;
  return spans.split(',').map((part) => {
    const [start, end] = part.split(':');
    return { startedAt: (base + Number(start)) * 1000, endedAt: (base + Number(end)) * 1000 };
  });
}

/** A target's row id in the column that names its kind. */
export interface SpanTarget {
  column: 'cashpointId' | 'storeAgentId';
  cashpointId: number | null;
  storeAgentId: number | null;
}

/**
 * Adds a span to its target's day row, or starts the row. A span whose start the row holds already
 * (another instance wrote it first) is not added twice.
 */
export async function addSpan(kysely: Kysely<Database>, db: Db, target: SpanTarget, span: Span): Promise<void> {
  const { day, packed } = packSpan(span);
  const start = `,${packed.split(':')[0]}:`;
  const position = db.dialect === 'postgres' ? 'strpos' : 'instr';
  await kysely
    .insertInto('historyOfflineDays')
    .values({ cashpointId: target.cashpointId, storeAgentId: target.storeAgentId, day, spans: packed })
    .onConflict((oc) =>
      oc
        .columns([target.column, 'day'])
        .where(target.column, 'is not', null)
        .doUpdateSet({ spans: sql<string>`history_offline_days.spans || ',' || excluded.spans` })
        .where(sql<boolean>`${sql.raw(position)}(',' || history_offline_days.spans, ${start}) = 0`),
    )
    .execute();
}

/** The day rows of these targets from `fromDay` on, unpacked: each span with its target. */
export async function spansFrom(
  db: Db,
  targets: { cashpoints: number[]; storeAgents: number[] },
  fromDay: number,
): Promise<(Span & { cashpointId: number | null; storeAgentId: number | null })[]> {
  const { cashpoints, storeAgents } = targets;
  if (cashpoints.length === 0 && storeAgents.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('historyOfflineDays')
    .select(['cashpointId', 'storeAgentId', 'day', 'spans'])
    .where((eb) =>
      eb.or([
        ...(cashpoints.length > 0 ? [eb('cashpointId', 'in', cashpoints)] : []),
        ...(storeAgents.length > 0 ? [eb('storeAgentId', 'in', storeAgents)] : []),
      ]),
    )
    .where('day', '>=', fromDay)
    .execute();
  return rows.flatMap((r) =>
    unpackSpans(Number(r.day), r.spans).map((s) => ({
      ...s,
      cashpointId: r.cashpointId,
      storeAgentId: r.storeAgentId,
    })),
  );
}

/**
 * Deletes the day rows whose day ended before `before` (a span goes by its end, as a change by its
 * time), `chunk` rows per statement. Returns how many spans went with them.
 */
export async function deleteSpansBefore(db: Db, before: number, chunk: number): Promise<number> {
  // Only whole days: the day `before` falls on keeps its spans until the next run.
  const lastDay = dayOf(before) - 1;
  // No id: SQLite's rowid and PostgreSQL's ctid (by a TID scan) name the rows of a batch.
  const batch = sql`select ${sql.raw(db.dialect === 'postgres' ? 'ctid' : 'rowid')} from history_offline_days
    where day <= ${lastDay} limit ${chunk}`;
  const rowsOf = db.dialect === 'postgres' ? sql`ctid = any(array(${batch}))` : sql`rowid in (${batch})`;
  let spans = 0;
  for (;;) {
    const { rows } = await sql<{ spans: string }>`
      delete from history_offline_days where ${rowsOf} returning spans`.execute(db.kysely);
    for (const r of rows) spans += r.spans.split(',').length;
    if (rows.length < chunk) return spans;
  }
}
