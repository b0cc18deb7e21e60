import type { Db } from '../platform/db/connection';
import type { WaveStateValue, RolloutStateValue } from '../platform/db/schema';
import { newUid } from '../platform/ids';
import type { RolloutFacts, WavePlan } from '../rollouts/model';
import { saveAutoAdvance } from '../rollouts/repository/settings';
import { rollBackStores } from '../rollouts/repository/stores';
import { addContext, addStore, insertAlertRow, type StoreRows } from './alertsKit';
import { insertStoreCalendar } from './repository/calendarRows';
import { insertInstallationRow } from './repository/installationRows';
import { insertRolloutRow, insertRolloutStoreRows, insertWaveRow } from './repository/rolloutPlantRows';
import { insertSyncfileRow } from './repository/updateRows';

// Rollouts written directly as the transitions leave them (a rollout, its waves, the stores its
// started waves took) over a small fleet with installations, alerts and day closes, for the tests
// of the evaluation, the store page and the job's decisions on SQLite and PostgreSQL. The rows are
// written by the test repositories (repository/) and the rollout capability's own where it writes the same.

export const hour = 3_600_000;
export const minute = 60_000;

export const wavePlan = (part: Partial<WavePlan> = {}): WavePlan => ({
  name: 'Welle',
  sharePercent: 50,
  soakHours: 2,
  minSuccessPercent: 90,
  maxFailurePercent: 5,
  requireApproval: false,
  ...part,
});

export interface Fleet {
  contextId: number;
  contextKey: string;
  stores: StoreRows[];
}

/**
 * A context with `stores` stores ('001', '002', …), each a store server (but those at the indexes
 * `withoutServer`) and `registers` registers heard from at `heartbeat`.
 */
export async function addFleet(
  db: Db,
  key: string,
  stores: number,
  registers: number,
  heartbeat: number,
  withoutServer: readonly number[] = [],
): Promise<Fleet> {
  const contextId = await addContext(db, key);
  const rows: StoreRows[] = [];
  for (let i = 1; i <= stores; i++) {
    rows.push(
      await addStore(
        db,
        contextId,
        String(i).padStart(3, '0'),
        withoutServer.includes(i - 1) ? null : { heartbeat },
        Array.from({ length: registers }, () => ({ heartbeat })),
      ),
    );
  }
  return { contextId, contextKey: key, stores: rows };
}

/** An Aktiv update of a context. */
export async function addUpdate(db: Db, contextId: number, kind: 'cashpoint' | 'store', orderKey = 1): Promise<number> {
  return insertSyncfileRow(db, {
    uid: newUid(),
    contextId,
    kind,
    filename: `update-${orderKey}.zip`,
    tag: `v${orderKey}`,
    comment: '',
    status: 2,
    releaseDate: null,
    orderKey,
    archived: 0,
    uploadFilepath: `updates/${contextId}/${kind}/update-${orderKey}.zip`,
    size: 1,
    createdAt: 0,
  });
}

export interface SeededWave {
  plan?: Partial<WavePlan>;
  state: WaveStateValue;
  startedAt?: number | null;
  soakUntil?: number | null;
  /** The stores (indexes into the fleet's) the wave took when it started. */
  stores?: number[];
}

/** A rollout of `syncfileId` with its waves and the stores its started waves took (admitted at their start). */
export async function addRollout(
  db: Db,
  fleet: Fleet,
  syncfileId: number,
  kind: 'cashpoint' | 'store',
  state: RolloutStateValue,
  currentWave: number,
  waves: SeededWave[],
): Promise<RolloutFacts> {
  const uid = newUid();
  const id = await insertRolloutRow(db, {
    uid,
    contextId: fleet.contextId,
    syncfileId,
    state,
    pauseReason: null,
    pauseCause: null,
    authorId: null,
    author: 'operator',
    currentWave,
    revision: 0,
    createdAt: 0,
    updatedAt: 0,
    startedAt: waves[0]?.startedAt ?? null,
    finishedAt: null,
  });
  for (const [i, wave] of waves.entries()) {
    await insertWaveRow(db, {
      rolloutId: id,
      number: i + 1,
      plan: JSON.stringify(wavePlan({ name: `Welle ${i + 1}`, ...wave.plan })),
      state: wave.state,
      startedAt: wave.startedAt ?? null,
      lastInstallAt: null,
      soakUntil: wave.soakUntil ?? null,
      doneAt: null,
      approvedBy: null,
      approvedAt: null,
      approvalComment: null,
    });
    for (const index of wave.stores ?? []) {
      await insertRolloutStoreRows(db, [
        {
          rolloutId: id,
          storeRowId: fleet.stores[index]!.storeRowId,
          wave: i + 1,
          admittedAt: wave.startedAt ?? 0,
          rolledBackAt: null,
        },
      ]);
    }
  }
  return {
    id,
    uid,
    contextId: fleet.contextId,
    syncfileId,
    kind,
    state,
    currentWave,
    revision: 0,
    authorId: null,
  };
}

/** Installations of the update by registers (or store servers) as their agents report them. */
export async function install(
  db: Db,
  syncfileId: number,
  kind: 'cashpoint' | 'store',
  targetIds: number[],
  status: 0 | 1 | 2 | 3,
  at: number,
): Promise<void> {
  for (const id of targetIds) {
    await insertInstallationRow(db, {
      syncfileId,
      cashpointId: kind === 'cashpoint' ? id : null,
      storeAgentId: kind === 'store' ? id : null,
      installationStatus: status,
      installingSince: status === 1 ? at : null,
      downloaded: status >= 1 ? 1 : 0,
      log: null,
      logDate: null,
      updatedAt: at,
      reportedAt: at,
    });
  }
}

/** Rolls a store of the rollout back at `at` (inside its windows), as a rollback does. */
export const rollBack = (db: Db, rolloutId: number, storeRowId: number, at: number) =>
  rollBackStores(db, rolloutId, [storeRowId], false, at);

/** An alert of `kind` opened at `at` in a store; open unless it was closed or acknowledged (`ended`). */
export async function addAlert(
  db: Db,
  contextId: number,
  storeUid: string,
  kind: string,
  at: number,
  ended: { closedAt?: number; acknowledgedAt?: number } = {},
): Promise<void> {
  const closedAt = ended.closedAt ?? null;
  const acknowledgedAt = ended.acknowledgedAt ?? null;
  await insertAlertRow(db, {
    uid: newUid(),
    contextId,
    kind,
    subject: `${storeUid}/${newUid()}`,
    state: closedAt !== null ? 'closed' : acknowledgedAt !== null ? 'acknowledged' : 'open',
    storeUid,
    storeId: null,
    storeName: null,
    posId: null,
    cashpointUid: null,
    detail: null,
    openedAt: at,
    updatedAt: at,
    closedAt,
    acknowledgedBy: acknowledgedAt === null ? null : 'operator',
    acknowledgedAt,
    comment: null,
  });
}

/** A store's own update window rule (its context's calendar stays): closed by day, open by night. */
export async function plantStoreWindowRule(db: Db, storeRowId: number, savedAt: number): Promise<void> {
  const rule = {
    enabled: true,
    minutesAfterClosing: 30,
    minutesBeforeOpening: 30,
    afterDayClose: false,
    fixedRange: null,
  };
  await insertStoreCalendar(db, {
    storeRowId,
    calendar: null,
    specialDays: '[]',
    windowRule: JSON.stringify(rule),
    updatedAt: savedAt,
  });
}

/** Whether waves of the context start by themselves, saved as the settings page saves it (at time 0). */
export const setRolloutSettings = (db: Db, contextId: number, autoAdvance: boolean) =>
  saveAutoAdvance(db, contextId, autoAdvance, 0);
