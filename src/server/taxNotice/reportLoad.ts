import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';
import { buildReport, decommissionedIn, type TaxNoticeReport } from './logic/report';
import {
  assignedTses,
  dueChangesOf,
  openFiscalStores,
  registersOf,
  reportsOf,
  taxpayerOf,
  tsesBySerial,
  type FiscalStoreRow,
} from './repository/reportRows';

// A store's Kassenmeldung as of now, read and built: one store for its page, CSV and marking, or
// every open store of a context for the initial report, in a handful of queries either way.

interface Context {
  id: number;
  key: string;
}

/** The reports of these stores of the context (in their order), each as it would be sent now. */
export async function reportsFor(
  db: Kysely<Database>,
  context: Context,
  stores: readonly FiscalStoreRow[],
  now: number,
): Promise<TaxNoticeReport[]> {
  const uids = stores.map((s) => s.storeUid);
  const [taxpayer, registers, changes, reports] = await Promise.all([
    taxpayerOf(db, context.id),
    registersOf(db, context.id, uids),
    dueChangesOf(db, context.id, uids),
    reportsOf(db, context.id, uids),
  ]);
  const serials = [...new Set(registers.flatMap((r) => (r.tseSerial ? [r.tseSerial] : [])))];
  const [bySerial, assigned] = await Promise.all([
    tsesBySerial(db, context.id, serials),
    assignedTses(
      db,
      registers.filter((r) => !r.tseSerial).map((r) => r.cashpointUid),
    ),
  ]);
  return stores.map((store) =>
    buildReport({
      contextKey: context.key,
      now,
      taxpayer,
      store,
      registers: registers.filter((r) => r.storeUid === store.storeUid),
      assigned,
      bySerial,
      changes: changes.filter((c) => c.storeUid === store.storeUid),
      listedDecommissioned: decommissionedIn(
        reports.filter((r) => r.storeUid === store.storeUid).map((r) => r.snapshot),
      ),
    }),
  );
}

/** The initial report of the open stores of the context, by store id (one page of them, if given). */
export async function contextReports(
  db: Kysely<Database>,
  context: Context,
  now: number,
  page?: { limit: number; offset: number },
) {
  return reportsFor(db, context, await openFiscalStores(db, context.id, page), now);
}
