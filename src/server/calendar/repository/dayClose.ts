import type { Db } from '../../platform/db/connection';
import { successfulDayClose } from './storeWindows';

// The store's last successful day close, as its store agent reports it in its agent info:
// fileValues.tabsok = { value: '1', timestamp: Unix seconds } (see alerts' dayCloseMissing check).

/** The moment (ms) of the store's last successful day close; null when none is reported. */
export async function storeDayCloseAt(db: Db, storeRowId: number): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('storeAgents')
    .select('agentInfo')
    .where('storeRowId', '=', storeRowId)
    .where('agentInfo', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return dayCloseOf(row?.agentInfo ?? null);
}

/** The day close in an agent info's JSON text; null when it is missing, unsuccessful or unreadable. */
export function dayCloseOf(agentInfo: string | null): number | null {
  if (!agentInfo) return null;
  try {
    const info = JSON.parse(agentInfo) as { fileValues?: { tabsok?: unknown } } | null;
    return successfulDayClose(info?.fileValues?.tabsok);
  } catch {
    return null;
  }
}
