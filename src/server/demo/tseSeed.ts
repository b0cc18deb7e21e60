import type { Insertable } from 'kysely';
import type { components } from '../../shared/generated/contract';
import type { Db } from '../platform/db/connection';
import { reportedValues } from '../fiscal';
import type {
  TseAssignmentsTable,
  TseCounterSamplesTable,
  TseEventsTable,
  TseSwapPlansTable,
  TsesTable,
} from '../platform/db/schemaFiscal';
import { inSeedTransaction } from './repository/demoRows';
import { hasAnyTse, insertSeedTseLinks, insertSeedTses, seedFleetRows } from './repository/tseSeedRows';
import { dayText, demoTsePlan, type PlannedTse, type TseFleetContext } from './tseData';

type AgentTse = components['schemas']['AgentTse'];

// The demo's TSEs written as the ingest would have stored them over the past weeks (issue 50): each
// TSE with its registers, its first sighting, a counter sample four weeks ago and today (so the
// cockpit can estimate when one fills up), a swap in the history and the planned swaps. The
// simulator then reports the same TSEs (it reads them back, simulator/repository/tseRows.ts).

const day = 86_400_000;
/** The demo admin plans the demo's swaps. */
const planner = 'Anna Admin';

const time = (value: string | null | undefined) => (value ? Date.parse(value) : null);

/** The columns of a TSE as the ingest stores a report of it. */
const columnsOf = (tse: AgentTse) => ({ serial: tse.serial, ...reportedValues(tse) });

interface Ids {
  contextId: number;
  storeRowId: number;
  cashpoints: Map<string, number>;
}

/** The fleet that reports, as the plan wants it, and the ids to write its rows with. */
async function reportingFleet(db: Db) {
  const contexts = new Map<string, TseFleetContext>();
  const ids = new Map<string, Ids>();
  for (const row of await seedFleetRows(db)) {
    let context = contexts.get(row.contextKey);
    if (!context)
      contexts.set(row.contextKey, (context = { key: row.contextKey, stores: [], steady: row.contextType === 1 }));
    const key = `${row.contextKey}/${row.storeId}`;
    let store = ids.get(key);
    if (!store) {
      ids.set(key, (store = { contextId: row.contextId, storeRowId: row.storeRowId, cashpoints: new Map() }));
      context.stores.push({ storeId: row.storeId, posIds: [], server: Number(row.hasServer) > 0 });
    }
    if (row.cashpointId !== null && row.posId !== null) {
      store.cashpoints.set(row.posId, row.cashpointId);
      context.stores[context.stores.length - 1]!.posIds.push(row.posId);
    }
  }
  return { contexts: [...contexts.values()], ids };
}

interface Rows {
  tses: Insertable<TsesTable>[];
  assignments: (Omit<TseAssignmentsTable, 'tseId'> & { serial: string })[];
  events: (Omit<Insertable<TseEventsTable>, 'tseId'> & { serial: string })[];
  samples: (Omit<TseCounterSamplesTable, 'tseId'> & { serial: string })[];
  plans: (Omit<TseSwapPlansTable, 'tseId'> & { serial: string })[];
}

/** The rows of one planned TSE (and of the one it replaced). */
function addRows(rows: Rows, planned: PlannedTse, store: Ids, now: number) {
  const { tse, replaced, posIds } = planned;
  const where = { storeId: planned.storeId, posId: posIds[0] ?? null };
  const firstSeen = replaced?.at ?? Math.max(time(tse.activatedAt) ?? now - day, now - 2 * 365 * day);
  rows.tses.push({
    contextId: store.contextId,
    ...columnsOf(tse),
    counterAt: tse.signatureCounter == null ? null : now,
    storeRowId: store.storeRowId,
    cashpointCount: posIds.length,
    firstSeen,
    lastSeen: now,
    retiredAt: null,
  });
  const event = { ...where, otherSerial: null, fromValue: null, toValue: null };
  rows.events.push({ serial: tse.serial, at: firstSeen, kind: 'firstSeen', ...event });
  for (const posId of posIds)
    rows.assignments.push({ serial: tse.serial, cashpointId: store.cashpoints.get(posId)!, since: firstSeen });
  const counter = tse.signatureCounter;
  if (counter != null) {
    const before = now - 28 * day;
    const earlier = counter - planned.perDay * 28;
    if (before > firstSeen && earlier >= 0)
      rows.samples.push({ serial: tse.serial, day: dayText(before), counter: earlier, at: before });
    rows.samples.push({ serial: tse.serial, day: dayText(now), counter, at: now });
  }
  if (planned.swap)
    rows.plans.push({
      serial: tse.serial,
      plannedFor: planned.swap.date,
      note: planned.swap.note,
      plannedBy: planner,
      plannedAt: now - 2 * day,
      doneAt: null,
    });
  if (!replaced) return;
  const old = replaced.tse;
  const oldSeen = Math.max(time(old.activatedAt) ?? now, now - 2 * 365 * day);
  rows.tses.push({
    contextId: store.contextId,
    ...columnsOf(old),
    counterAt: replaced.at,
    storeRowId: store.storeRowId,
    cashpointCount: 0,
    firstSeen: oldSeen,
    lastSeen: replaced.at,
    retiredAt: replaced.at,
  });
  rows.events.push(
    { serial: old.serial, at: oldSeen, kind: 'firstSeen', ...event },
    { serial: old.serial, at: replaced.at, kind: 'swappedOut', ...event, otherSerial: tse.serial },
    { serial: tse.serial, at: replaced.at, kind: 'swappedIn', ...event, otherSerial: old.serial },
  );
  if (old.signatureCounter != null)
    rows.samples.push({
      serial: old.serial,
      day: dayText(replaced.at),
      counter: old.signatureCounter,
      at: replaced.at,
    });
}

/**
 * Writes the demo's TSEs once its fleet is there, into a database that has none yet (also one seeded
 * before there were TSEs); whether it wrote them.
 */
export async function seedDemoTses(db: Db, now: number): Promise<boolean> {
  if (await hasAnyTse(db)) return false;
  const { contexts, ids } = await reportingFleet(db);
  const rows: Rows = { tses: [], assignments: [], events: [], samples: [], plans: [] };
  for (const planned of demoTsePlan(contexts, now))
    addRows(rows, planned, ids.get(`${planned.contextKey}/${planned.storeId}`)!, now);
  await inSeedTransaction(db, async (trx) => {
    const tseIds = await insertSeedTses(trx, rows.tses);
    const contextOf = new Map(rows.tses.map((r) => [r.serial, r.contextId]));
    const withId = <T extends { serial: string }>(list: T[]) =>
      list.map(({ serial, ...rest }) => ({ ...rest, tseId: tseIds.get(`${contextOf.get(serial)}/${serial}`)! }));
    await insertSeedTseLinks(trx, 'tseAssignments', withId(rows.assignments));
    await insertSeedTseLinks(trx, 'tseEvents', withId(rows.events));
    await insertSeedTseLinks(trx, 'tseCounterSamples', withId(rows.samples));
    await insertSeedTseLinks(trx, 'tseSwapPlans', withId(rows.plans));
  });
  return true;
}
