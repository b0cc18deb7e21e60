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
 * Adds a span to its target's day row, or starts the row. A span whose start (to the second) the
 * row holds already is not added twice: another instance wrote it first.
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

/** Days read per query, newest first: a first page mostly needs one. */
const daysPerRead = 7;

/**
 * The spans of these targets that ended on or after `from` and began before `before`, latest start
 * first, at most `limit`: the day rows read a week at a time backwards from today, each on the
 * targets' index. A day row holds the spans that ended that day, so every span of an older row began
 * before that row's day: once `limit` spans began on or after the oldest day read, no older row can
 * come before them. A span ends on or after its start, so rows from `from`'s day on are enough.
 */
export async function latestSpans(
  db: Db,
  targets: { cashpoints: number[]; storeAgents: number[] },
  w: { from: number; before: number; limit: number; now: number },
): Promise<(Span & { cashpointId: number | null; storeAgentId: number | null })[]> {
  const { cashpoints, storeAgents } = targets;
  if (cashpoints.length === 0 && storeAgents.length === 0) return [];
  const found: (Span & { cashpointId: number | null; storeAgentId: number | null })[] = [];
  const fromDay = dayOf(w.from);
  for (let upTo = Math.max(dayOf(w.now), dayOf(w.before)); upTo >= fromDay; upTo -= daysPerRead) {
    const oldest = Math.max(fromDay, upTo - daysPerRead + 1);
    const rows = await db.kysely
      .selectFrom('historyOfflineDays')
      .select(['cashpointId', 'storeAgentId', 'day', 'spans'])
      .where((eb) =>
        eb.or([
          ...(cashpoints.length > 0 ? [eb('cashpointId', 'in', cashpoints)] : []),
          ...(storeAgents.length > 0 ? [eb('storeAgentId', 'in', storeAgents)] : []),
        ]),
      )
      .where('day', '>=', oldest)
      .where('day', '<=', upTo)
      .execute();
    for (const r of rows)
      for (const span of unpackSpans(Number(r.day), r.spans))
        if (span.startedAt < w.before && span.endedAt >= w.from)
          found.push({ ...span, cashpointId: r.cashpointId, storeAgentId: r.storeAgentId });
    if (found.filter((span) => span.startedAt >= oldest * dayMs).length >= w.limit) break;
  }
  return found.sort((a, b) => b.startedAt - a.startedAt).slice(0, w.limit);
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
