import { audited, changesBetween } from '../../audit';
import { contextOf, type Handlers } from '../../platform/types';
import { badRequest } from '../../platform/http/replies';
import { bulkRows, checkedChange } from '../bulk';
import { contextCalendarRow, writeStoreCalendars } from '../repository/calendars';
import { defaultCalendar, storedCalendar } from '../stored';

// One change for many stores: with dryRun only the count of stores it would change; otherwise all
// of them in one transaction with one audit entry naming the count and the change.

export const bulkHandlers = {
  async bulkStoreCalendar(request, reply) {
    const context = contextOf(request);
    const { storeUids, change, dryRun } = request.body;
    const app = request.server;
    const weeklyOf = async (db: typeof app.db) =>
      storedCalendar((await contextCalendarRow(db, context.id))?.calendar) ?? defaultCalendar;
    const checked = checkedChange(change, await weeklyOf(app.db));
    if (typeof checked === 'string') return badRequest(reply, checked);
    if (dryRun) {
      const rows = await bulkRows(app.db, context.id, await weeklyOf(app.db), storeUids, checked.apply);
      return { stores: rows.length };
    }
    const stores = await audited(request, async (db, record) => {
      const rows = await bulkRows(db, context.id, await weeklyOf(db), storeUids, checked.apply);
      if (rows.length === 0) return 0;
      await writeStoreCalendars(db, rows, app.now());
      record({
        action: 'calendarBulkChanged',
        object: { type: 'context', id: context.uid, label: context.key },
        changes: changesBetween({}, { stores: String(rows.length), change: checked.text }),
      });
      return rows.length;
    });
    return { stores };
  },
} satisfies Partial<Handlers>;
