import type { FastifyInstance } from 'fastify';
import type { components } from '../../../shared/generated/contract';
import { calendarMessages } from '../../../shared/texts/calendarMessages';
import { audited, changesBetween } from '../../audit';
import { contextOf, type Handlers } from '../../platform/types';
import { badRequest } from '../../platform/http/replies';
import { bulkRows, checkedChange } from '../bulk';
import { contextCalendarRow, writeStoreCalendars, type StoreRef } from '../repository/calendars';
import { defaultCalendar, storedCalendar } from '../stored';

// One change for many stores: with dryRun only the count of stores it would change; otherwise all
// of them in one transaction with one audit entry naming the count and the change. The stores are
// a list (the tree's filter, which the SPA holds whole) or the register report's filter, resolved
// here from the report's own rows, so a filter over 50,000 registers costs the SPA no paging.

type Bulk = components['schemas']['StoreCalendarBulk'];
type Context = ReturnType<typeof contextOf>;

/**
 * The store numbers a register report's settings let through, or the filter id it does not have.
 * The reports resolve it, and they lie above the calendar (their update window column reads it),
 * so the composition (src/server/handlers.ts) hands their function in.
 */
export type StoresOfReport = (
  app: FastifyInstance,
  context: Context,
  selection: NonNullable<Bulk['cashpointReport']>,
) => Promise<{ storeIds: Set<string> } | { unknownFilter: string }>;

/** Which stores the request names, or the German reason it names none clearly. */
async function chosenStores(
  storesOfReport: StoresOfReport,
  app: FastifyInstance,
  context: Context,
  body: Bulk,
): Promise<((store: StoreRef) => boolean) | string> {
  if ((body.storeUids === undefined) === (body.cashpointReport === undefined)) return calendarMessages.bulkNeedsStores;
  if (body.storeUids) {
    const uids = new Set(body.storeUids);
    return (store) => uids.has(store.uid);
  }
  const selected = await storesOfReport(app, context, body.cashpointReport!);
  if ('unknownFilter' in selected) return calendarMessages.bulkUnknownFilter(selected.unknownFilter);
  return (store) => selected.storeIds.has(store.storeId);
}

export const bulkHandlers = (storesOfReport: StoresOfReport) =>
  ({
    async bulkStoreCalendar(request, reply) {
      const context = contextOf(request);
      const { change, dryRun } = request.body;
      const app = request.server;
      const chosen = await chosenStores(storesOfReport, app, context, request.body);
      if (typeof chosen === 'string') return badRequest(reply, chosen);
      const weeklyOf = async (db: typeof app.db) =>
        storedCalendar((await contextCalendarRow(db, context.id))?.calendar) ?? defaultCalendar;
      const checked = checkedChange(change, await weeklyOf(app.db));
      if (typeof checked === 'string') return badRequest(reply, checked);
      if (dryRun) {
        const rows = await bulkRows(app.db, context.id, await weeklyOf(app.db), chosen, checked.apply);
        return { stores: rows.length };
      }
      const stores = await audited(request, async (db, record) => {
        const rows = await bulkRows(db, context.id, await weeklyOf(db), chosen, checked.apply);
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
  }) satisfies Partial<Handlers>;
