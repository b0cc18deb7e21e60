import type { components } from '../../shared/generated/contract';
import type { Db } from '../platform/db/connection';
import { storeCalendarFacts } from '../calendar';
import { berlinDay } from '../storeHealth/logic';
import { delivered, lastDeliveryAt, refillAfterMs } from '../demo/storeHealthData';

import { storedMasterData, storedRegisterHealth } from './repository/healthRows';
import { registerHealth, serverHealth, storeState } from './storeHealth';
import type { HealthStore } from './storeHealthState';

type MasterData = components['schemas']['AgentMasterData'];

const minute = 60_000;
const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** `count` receipts made evenly from `oldest` to `now`, a batch a minute. */
function backlogOf(count: number, oldest: number, now: number) {
  const minutes = Math.max(1, Math.min(count, Math.floor((now - oldest) / minute)));
  return Array.from({ length: minutes }, (_, i) => ({
    at: oldest + i * minute,
    count: Math.floor(count / minutes) + (i < count % minutes ? 1 : 0),
  }));
}

/**
 * Gives a context's stores (in the database: the demo's, or a fleet that ran before) their calendars
 * and what their agents reported last of devices, terminals, receipts and master data (issue 51):
 * the simulator goes on from there, so a printer the seed left empty is refilled after its while, a
 * missed cut waits for the next close, a backlog drains, a missing price file stays missing today.
 */
export async function restoreStoreHealth(db: Db, contextId: number, stores: readonly HealthStore[], now: number) {
  const [calendars, registers, masterData] = await Promise.all([
    storeCalendarFacts(db, contextId),
    storedRegisterHealth(db, contextId),
    storedMasterData(db, contextId),
  ]);
  const byId = new Map(stores.map((s) => [s.storeId, s]));
  for (const [storeId, calendar] of calendars) {
    const store = byId.get(storeId);
    if (store) storeState(store).calendar = calendar;
  }
  for (const row of registers) {
    const t = byId.get(row.storeId)?.registers.find((r) => r.posId === row.posId);
    if (!t) continue;
    const r = registerHealth(t, now);
    if (row.printerState && row.printerState !== 'ok' && row.printerSince !== null) {
      const since = row.printerSince;
      const state = row.printerState as typeof r.printer.state;
      r.printer = {
        state,
        since,
        refillAt: state === 'paperLow' ? null : since + refillAfterMs(row.storeId, row.posId, since),
      };
    }
    if (row.lastCutAt !== null || row.lastTransactionAt !== null) {
      r.lastCutAt = row.lastCutAt;
      r.lastTransactionAt = row.lastTransactionAt;
      // Payments after its last cut: it missed one, the next close cuts.
      if (row.lastTransactionAt !== null && (row.lastCutAt === null || row.lastCutAt < row.lastTransactionAt))
        r.cutMissedOn = berlinDay(row.lastTransactionAt);
    }
    if (row.unsentReceipts && row.oldestUnsentAt !== null)
      r.backlog = backlogOf(row.unsentReceipts, row.oldestUnsentAt, now);
    if (row.lastUploadAt !== null) r.lastUploadAt = row.lastUploadAt;
  }
  const files = new Map<string, MasterData[]>();
  for (const row of masterData) {
    const kind = row.kind as MasterData['kind'];
    files.set(row.storeId, [
      ...(files.get(row.storeId) ?? []),
      { kind, version: row.version, receivedAt: iso(row.receivedAt), appliedAt: iso(row.appliedAt) },
    ]);
  }
  for (const [storeId, entries] of files) {
    const server = byId.get(storeId)?.server;
    if (!server) continue;
    const s = serverHealth(server, now);
    s.files = entries;
    // A price file older than the last delivery did not come: missing on that day, as reported.
    const last = lastDeliveryAt(storeId, now);
    const prices = entries.find((e) => e.kind === 'prices');
    if (prices && prices.version !== delivered(storeId, 'prices', last).version) s.missingDay = berlinDay(last);
  }
}
