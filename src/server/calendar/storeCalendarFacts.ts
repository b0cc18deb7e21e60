import type { Db } from '../platform/db/connection';
import { storeWindowRows } from './repository/storeWindows';
import type { CalendarFacts } from '../../shared/calendar/types';
import { storeFacts } from './stored';

/**
 * Each store's calendar facts (its own calendar's, else its context's), by store number, from one
 * read of the calendars: for a caller that judges the hours itself at many moments (the simulator's
 * store health, issue 51).
 */
export async function storeCalendarFacts(db: Db, contextId: number): Promise<Map<string, CalendarFacts>> {
  const rows = await storeWindowRows(db, contextId);
  return new Map(rows.map((row) => [row.storeId, storeFacts(row.context, row.store)]));
}
