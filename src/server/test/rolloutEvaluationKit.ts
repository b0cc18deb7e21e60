import type { Db } from '../platform/db/connection';
import type { WaveStateValue, RolloutStateValue } from '../platform/db/schema';
import { newUid } from '../platform/ids';
import type { RolloutFacts, WavePlan } from '../rollouts/model';
import { addContext, addStore, type StoreRows } from './alertsKit';

// Rollouts written directly as the transitions leave them (a rollout, its waves, the stores its
// started waves took) over a small fleet with installations, alerts and day closes, for the tests
// of the evaluation, the store page and the job's decisions on SQLite and PostgreSQL.

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

/** A context with `stores` stores ('001', '002', …), each a store server and `registers` registers heard from at `heartbeat`. */
export async function addFleet(
  db: Db,
  key: string,
  stores: number,
  registers: number,
  heartbeat: number,
): Promise<Fleet> {
  const contextId = await addContext(db, key);
  const rows: StoreRows[] = [];
  for (let i = 1; i <= stores; i++) {
    rows.push(
      await addStore(
        db,
        contextId,
        String(i).padStart(3, '0'),
        { heartbeat },
        Array.from({ length: registers }, () => ({ heartbeat })),
      ),
    );
  }
  return { contextId, contextKey: key, stores: rows };
}

/** An Aktiv update of a context. */
export async function addUpdate(db: Db, contextId: number, kind: 'cashpoint' | 'store', orderKey = 1): Promise<number> {
  const row = await db.kysely
    .insertInto('syncfiles')
    .values({
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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
  const row = await db.kysely
    .insertInto('rollouts')
    .values({
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, wave] of waves.entries()) {
    await db.kysely
      .insertInto('rolloutWaves')
      .values({
        rolloutId: row.id,
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
      })
      .execute();
    for (const index of wave.stores ?? []) {
      await db.kysely
        .insertInto('rolloutStores')
        .values({
          rolloutId: row.id,
          storeRowId: fleet.stores[index]!.storeRowId,
          wave: i + 1,
          admittedAt: wave.startedAt ?? 0,
          rolledBackAt: null,
        })
        .execute();
    }
  }
  return {
    id: row.id,
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
    await db.kysely
      .insertInto('installations')
      .values({
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
      })
      .execute();
  }
}

export const rollBack = (db: Db, rolloutId: number, storeRowId: number, at: number) =>
  db.kysely
    .updateTable('rolloutStores')
    .set({ rolledBackAt: at })
    .where('rolloutId', '=', rolloutId)
    .where('storeRowId', '=', storeRowId)
    .execute();

/** An alert of `kind` opened at `at` in a store. */
export async function addAlert(db: Db, contextId: number, storeUid: string, kind: string, at: number): Promise<void> {
  await db.kysely
    .insertInto('alerts')
    .values({
      uid: newUid(),
      contextId,
      kind,
      subject: `${storeUid}/${newUid()}`,
      state: 'open',
      storeUid,
      storeId: null,
      storeName: null,
      posId: null,
      cashpointUid: null,
      detail: null,
      openedAt: at,
      updatedAt: at,
      closedAt: null,
      acknowledgedBy: null,
      acknowledgedAt: null,
      comment: null,
    })
    .execute();
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
  await db.kysely
    .insertInto('storeCalendars')
    .values({ storeRowId, calendar: null, specialDays: '[]', windowRule: JSON.stringify(rule), updatedAt: savedAt })
    .execute();
}

export const setRolloutSettings = (db: Db, contextId: number, autoAdvance: boolean) =>
  db.kysely
    .insertInto('rolloutSettings')
    .values({ contextId, autoAdvance: autoAdvance ? 1 : 0, updatedAt: 0 })
    .onConflict((oc) => oc.column('contextId').doUpdateSet({ autoAdvance: autoAdvance ? 1 : 0 }))
    .execute();
