import { storesOpenSince } from '../calendar';
import { berlinDayStart, countsAsOpen, sellingDevices, sellingStates } from '../storeHealth';
import type { Db } from '../platform/db/connection';
import { alertKindCatalogue } from '../../shared/alerts/alertKinds';
import {
  cutsMissingCauses,
  devicesDownCauses,
  pricesMissingCauses,
  receiptsUnsentCauses,
  registerExists,
  storesWithDevicesDown,
  storesWithoutPrices,
  type ContextBefore,
  type OpenStore,
} from './repository/checks/sellingFacts';
import type { AlertCheck, CheckRun } from './repository/checks/types';

// The alerts on a store's ability to sell (issue 51). What stops a store selling, whether it counts
// as open (its calendar, or no hours known) and the day's start in Berlin are store health's rules
// (storeHealth's logic), the opening hours the store calendar's: each is kept once, here only used.
// The causes are set-based SQL (repository/checks/sellingFacts.ts); the calendar is asked only of the
// few stores that have a candidate cause.

type MinutesKind = 'peripheralDown' | 'receiptsUnsent';

/** Per context with the rule on: now minus its minutes. */
function befores(run: CheckRun, contextIds: number[], kind: MinutesKind): ContextBefore[] {
  return contextIds.map((id) => {
    const minutes = run.settings.get(id)!.rules[kind].minutes ?? alertKindCatalogue[kind].threshold.default;
    return [id, run.now - minutes * 60_000];
  });
}

/**
 * Of these stores, those that count as open now, each with the moment from which its open time
 * counts: its opening's start, or 0 when its calendar names no hours (store health counts it open).
 */
async function openStores(
  db: Db,
  now: number,
  stores: readonly { contextId: number; storeRowId: number }[],
): Promise<OpenStore[]> {
  const byContext = new Map<number, number[]>();
  for (const { contextId, storeRowId } of stores) {
    const ids = byContext.get(contextId);
    if (ids) ids.push(storeRowId);
    else byContext.set(contextId, [storeRowId]);
  }
  const open: OpenStore[] = [];
  for (const [contextId, ids] of byContext)
    for (const [storeRowId, state] of await storesOpenSince(db, contextId, now, ids))
      if (countsAsOpen(state.open)) open.push([storeRowId, state.since ?? 0]);
  return open;
}

/**
 * A register's receipt printer or card terminal that stops it selling (store health's red device:
 * offline, cover open, out of paper, in error; little paper is not) for the rule's minutes of the
 * store's open time. A printer out of paper in a closed store opens nothing; one empty since the
 * night counts from the opening. An open alert lasts while a device still stops the register.
 */
export const peripheralDown: AlertCheck = {
  async causes(run, contextIds) {
    const rules = befores(run, contextIds, 'peripheralDown');
    const latest = Math.max(...rules.map(([, before]) => before));
    const candidates = await storesWithDevicesDown(run.db, contextIds, latest, sellingDevices, sellingStates);
    const open = await openStores(run.db, run.now, candidates);
    return devicesDownCauses(run.db.dialect, rules, open, sellingDevices, sellingStates);
  },
  subjectExists: registerExists,
};

/**
 * A register's card terminal whose payments before the store's last day close (else before today
 * in Berlin) no cut covers: the bank does not pay them out. Closes with the next cut.
 */
export const eftCutMissing: AlertCheck = {
  causes: (run, contextIds) => cutsMissingCauses(run.db.dialect, contextIds, berlinDayStart(run.now)),
  subjectExists: registerExists,
};

/** A register whose oldest unsent receipt is older than the rule's minutes. */
export const receiptsUnsent: AlertCheck = {
  causes: (run, contextIds) => receiptsUnsentCauses(befores(run, contextIds, 'receiptsUnsent')),
  subjectExists: registerExists,
};

/**
 * A store open now whose store server has not applied a price file today (Berlin); the alert lasts
 * until it is applied, also after the store closes.
 */
export const masterDataMissing: AlertCheck = {
  async causes(run, contextIds) {
    const dayStart = berlinDayStart(run.now);
    const open = await openStores(run.db, run.now, await storesWithoutPrices(run.db, contextIds, dayStart));
    return pricesMissingCauses(run.db.dialect, contextIds, open, dayStart);
  },
};
