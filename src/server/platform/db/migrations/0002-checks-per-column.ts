import { sql, type Kysely } from 'kysely';

// One check per report column: stored check lists of the first catalogue, which had one check per
// report field, are mapped to the columns' ids. Frozen: the mapping and the JSON reading are copied
// here as they were (from shared/reports/checks.ts and db/json.ts), so later changes to those
// cannot change what this migration did.

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-11-23-checks-per-column';

/** Several fields of one column map to that column, checks of always-shown columns to nothing (null). */
const formerCheckIds: Readonly<Record<string, string | null>> = {
  storeId: null,
  posId: null,
  posType: null,
  storeName: null,
  ntpLastSuccessfulSyncTime: 'ntpSyncActive',
  sigmabackupaktiv: 'sigmabackup',
  lastsigmabackup: 'sigmabackup',
  lastsigmabackuperfolg: 'sigmabackup',
  updateaktiv: 'update',
  lastupdate: 'update',
  lastupdateerfolg: 'update',
  lastPosConnectUpdateErfolg: 'lastPosConnectUpdate',
  posConnectBuildTag: 'lastPosConnectUpdate',
};

function currentCheckIds(ids: readonly string[]): string[] {
  const mapped = ids.map((id) => (id in formerCheckIds ? formerCheckIds[id] : id));
  return [...new Set(mapped.filter((id): id is string => id !== null))];
}

/** A stored JSON list; anything unreadable is an empty list. */
function parseJsonArray<T>(text: string | null | undefined): T[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ rowid: number; stores: string; cashpoints: string }>`
    select id as rowid, visible_store_check_ids as stores, visible_cashpoint_check_ids as cashpoints from contexts
  `.execute(db);
  const mapped = (json: string) => JSON.stringify(currentCheckIds(parseJsonArray<string>(json)));
  for (const row of rows) {
    await sql`
      update contexts set visible_store_check_ids = ${mapped(row.stores)},
        visible_cashpoint_check_ids = ${mapped(row.cashpoints)}
      where id = ${row.rowid}
    `.execute(db);
  }
}
