import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';
import type { components } from '../../shared/generated/contract';
import { cashpointsOf, listTses, samplesOf, type TseListQuery, type TseListRow } from './repository/tseList';
import { tseRowJson } from './views';

type TseRow = components['schemas']['TseRow'];

/** The counter's rate is taken over this many days of samples. */
export const rateWindowMs = 30 * 86_400_000;

/** The contract's rows of these TSEs: their registers and the estimate from their recent samples. */
export async function completeRows(db: Kysely<Database>, rows: TseListRow[], now: number): Promise<TseRow[]> {
  const ids = rows.map((row) => row.id);
  const [cashpoints, samples] = await Promise.all([cashpointsOf(db, ids), samplesOf(db, ids, now - rateWindowMs)]);
  return rows.map((row) => tseRowJson(row, cashpoints.get(row.id) ?? [], samples.get(row.id) ?? [], now));
}

/** One page of the list. */
export async function tsePage(db: Kysely<Database>, query: TseListQuery, now: number) {
  const { rows, total } = await listTses(db, query);
  return { rows: await completeRows(db, rows, now), total };
}

/** Every matching TSE in pages of a thousand, for the CSV export (read while the file is sent). */
export async function* everyTse(
  db: Kysely<Database>,
  query: Omit<TseListQuery, 'limit' | 'offset'>,
  now: number,
): AsyncGenerator<TseRow> {
  const size = 1000;
  for (let offset = 0; ; offset += size) {
    const { rows } = await listTses(db, { ...query, limit: size, offset });
    for (const row of await completeRows(db, rows, now)) yield row;
    if (rows.length < size) return;
  }
}
