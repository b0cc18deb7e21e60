// Rollouts at fleet scale: a register update rolled out in three waves over the big fleet, the first
// done (10 % of the stores), the second running (40 %: installed, installing, failed and untouched
// registers mixed), the third pending. Measured: the progress view (GET /api/frontend/rollouts/{uid},
// which evaluates every started wave) and one run of the rollouts' job over every running rollout,
// in this process as the leader runs it.
import type { Insertable } from 'kysely';
import { loadConfig } from '../../src/server/platform/config';
import { openDb, type Db } from '../../src/server/platform/db/connection';
import type { InstallationsTable } from '../../src/server/platform/db/schema';
import { newUid } from '../../src/server/platform/ids';
import { advanceRollouts } from '../../src/server/rollouts';
import { median } from './http';
import { atMost, guarded, msText, num, progress, type BenchRow } from './table';

const hour = 3_600_000;
const viewGoalMs = 200;
const runGoalMs = 1000;

interface Fleet {
  contextKey: string;
  stores: number;
  registersPerStore: number;
}

export const rolloutViewFigure = (registers: number) =>
  `Rollout-Fortschritt (GET /api/frontend/rollouts/{uid}), 3 Wellen, Welle 2 läuft, ${num(registers, 0)} Kassen`;
export const rolloutRunFigure = 'Rollout-Lauf (ein Lauf des Jobs über alle Rollouts)';

const openBenchDb = (env: Record<string, string>) => {
  const config = loadConfig({ ...env, DEMO: 'false', SESSION_SECRET: 'bench' });
  return openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
};

const wave = (name: string, sharePercent: number) =>
  JSON.stringify({
    name,
    sharePercent,
    soakHours: 2,
    minSuccessPercent: 90,
    maxFailurePercent: 5,
    requireApproval: false,
  });

/** The state of register `i` of wave 2 (by its place in the wave): 60 % installed, 1 % failed, 10 % installing, the rest not begun. */
function secondWaveStatus(i: number): 0 | 1 | 2 | 3 | null {
  const slot = i % 100;
  if (slot < 60) return 2;
  if (slot < 61) return 3;
  if (slot < 71) return 1;
  return null;
}

/** Writes the rollout, its waves, the stores its two started waves took and their registers' installations. */
async function writeRollout(db: Db, fleet: Fleet, now: number): Promise<string> {
  const context = await db.kysely
    .selectFrom('contexts')
    .select('id')
    .where('key', '=', fleet.contextKey)
    .executeTakeFirstOrThrow();
  const top = await db.kysely
    .selectFrom('syncfiles')
    .select((eb) => eb.fn.max('orderKey').as('key'))
    .where('contextId', '=', context.id)
    .where('kind', '=', 'cashpoint')
    .executeTakeFirst();
  const orderKey = Number(top?.key ?? 0) + 1;
  const update = await db.kysely
    .insertInto('syncfiles')
    .values({
      uid: newUid(),
      contextId: context.id,
      kind: 'cashpoint',
      filename: 'rollout-bench.zip',
      tag: 'rollout-bench',
      comment: '',
      status: 2,
      releaseDate: null,
      orderKey,
      archived: 0,
      uploadFilepath: `updates/${fleet.contextKey}/cashpoint/rollout-bench.zip`,
      size: 1,
      createdAt: now - 40 * hour,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const uid = newUid();
  const rollout = await db.kysely
    .insertInto('rollouts')
    .values({
      uid,
      contextId: context.id,
      syncfileId: update.id,
      state: 'running',
      pauseReason: null,
      pauseCause: null,
      authorId: null,
      author: 'admin',
      currentWave: 2,
      revision: 3,
      createdAt: now - 40 * hour,
      updatedAt: now - 2 * hour,
      startedAt: now - 30 * hour,
      finishedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('rolloutWaves')
    .values([
      {
        rolloutId: rollout.id,
        number: 1,
        plan: wave('Pilot', 10),
        state: 'done',
        startedAt: now - 30 * hour,
        lastInstallAt: now - 28 * hour,
        soakUntil: now - 26 * hour,
        doneAt: now - 2 * hour,
      },
      { rolloutId: rollout.id, number: 2, plan: wave('Welle 2', 40), state: 'running', startedAt: now - 2 * hour },
      { rolloutId: rollout.id, number: 3, plan: wave('Rest', 100), state: 'pending' },
    ])
    .execute();
  const stores = await db.kysely
    .selectFrom('stores')
    .select('id')
    .where('contextId', '=', context.id)
    .orderBy('id')
    .execute();
  const first = Math.round(stores.length * 0.1);
  const second = first + Math.round((stores.length - first) * 0.4);
  const taken = stores.slice(0, second).map((s, i) => ({
    rolloutId: rollout.id,
    storeRowId: s.id,
    wave: i < first ? 1 : 2,
    admittedAt: i < first ? now - 30 * hour : now - 2 * hour,
  }));
  for (let i = 0; i < taken.length; i += 500)
    await db.kysely
      .insertInto('rolloutStores')
      .values(taken.slice(i, i + 500))
      .execute();

  const registers = await db.kysely
    .selectFrom('cashpoints')
    .select(['id', 'storeRowId'])
    .where(
      'storeRowId',
      'in',
      db.kysely.selectFrom('rolloutStores').select('storeRowId').where('rolloutId', '=', rollout.id),
    )
    .orderBy('id')
    .execute();
  const waveOf = new Map(taken.map((t) => [t.storeRowId, t.wave]));
  const installations: Insertable<InstallationsTable>[] = [];
  registers.forEach((register, i) => {
    const status = waveOf.get(register.storeRowId) === 1 ? 2 : secondWaveStatus(i);
    if (status === null) return;
    const at = waveOf.get(register.storeRowId) === 1 ? now - 28 * hour : now - hour - (i % 60) * 60_000;
    installations.push({
      syncfileId: update.id,
      cashpointId: register.id,
      storeAgentId: null,
      installationStatus: status,
      installingSince: status === 1 ? at : null,
      downloaded: 1,
      log: null,
      logDate: null,
      updatedAt: at,
      reportedAt: at,
    });
  });
  for (let i = 0; i < installations.length; i += 1000) {
    await db.kysely
      .insertInto('installations')
      .values(installations.slice(i, i + 1000))
      .execute();
  }
  return uid;
}

/** Before the server starts: the rollout in the bench's database; its uid. */
export async function seedBenchRollout(env: Record<string, string>, fleet: Fleet): Promise<string> {
  progress('Rollout: 3 Wellen, Welle 2 läuft');
  const db = openBenchDb(env);
  try {
    return await writeRollout(db, fleet, Date.now());
  } finally {
    await db.close();
  }
}

/** The progress view, warmed twice, then the median of ten calls. */
export async function rolloutViewRows(baseUrl: string, cookie: string, fleet: Fleet, uid: string): Promise<BenchRow[]> {
  const figure = rolloutViewFigure(fleet.stores * fleet.registersPerStore);
  progress('Rollout-Fortschritt');
  return [
    await guarded(figure, `≤ ${msText(viewGoalMs)}`, async () => {
      const url = `${baseUrl}/api/frontend/rollouts/${uid}?contextId=${fleet.contextKey}`;
      const call = async () => {
        const started = performance.now();
        const reply = await fetch(url, { headers: { cookie } });
        const body = await reply.text();
        const ms = performance.now() - started;
        if (!reply.ok) throw new Error(`HTTP ${reply.status}: ${body.slice(0, 100)}`);
        return { ms, body };
      };
      for (let i = 0; i < 2; i++) await call();
      const times: number[] = [];
      let body = '';
      for (let i = 0; i < 10; i++) ({ ms: times[i]!, body } = await call());
      const detail = JSON.parse(body) as { waves: { counts: { targets: number } }[] };
      const row = atMost(figure, median(times), viewGoalMs, msText);
      const targets = detail.waves.map((w) => num(w.counts.targets, 0)).join(' / ');
      return { ...row, measured: `${row.measured} (Median aus 10; Kassen je Welle ${targets})` };
    }),
  ];
}

/** One run of the job over every running rollout, in this process: the median of five (the first shown apart). */
export async function rolloutRunRows(env: Record<string, string>): Promise<BenchRow[]> {
  progress('Rollout-Lauf');
  return [
    await guarded(rolloutRunFigure, `≤ ${msText(runGoalMs)}`, async () => {
      const db = openBenchDb(env);
      try {
        const times: number[] = [];
        const steps: string[] = [];
        for (let i = 0; i < 6; i++) {
          const started = performance.now();
          const made = await advanceRollouts(db, Date.now(), { offlineAfterSeconds: 300 });
          times.push(performance.now() - started);
          if (i === 0) steps.push(...made.map((step) => step.decision.kind));
        }
        const row = atMost(rolloutRunFigure, median(times.slice(1)), runGoalMs, msText);
        return {
          ...row,
          measured: `${row.measured} (Median aus 5; erster Lauf ${msText(times[0]!)}, ${steps.length === 1 ? '1 laufender Rollout' : `${steps.length} laufende Rollouts`}: ${steps.join(', ') || 'keiner'})`,
        };
      } finally {
        await db.close();
      }
    }),
  ];
}

/**
 * After the server: the rollout as seeded again. The seeded store servers report stopped services,
 * whose alerts the server's checks opened after the wave's start, and its own job may have paused
 * the rollout for that rise; each measured run should evaluate the same running wave.
 */
export async function resetBenchRollout(env: Record<string, string>, uid: string): Promise<void> {
  const db = openBenchDb(env);
  try {
    const rollout = await db.kysely
      .selectFrom('rollouts')
      .select(['id', 'contextId'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    await db.kysely.deleteFrom('alerts').where('contextId', '=', rollout.contextId).execute();
    await db.kysely
      .updateTable('rollouts')
      .set({ state: 'running', currentWave: 2, pauseReason: null, pauseCause: null })
      .where('id', '=', rollout.id)
      .execute();
    await db.kysely.deleteFrom('rolloutStores').where('rolloutId', '=', rollout.id).where('wave', '=', 3).execute();
    for (const [number, state] of [
      [2, 'running'],
      [3, 'pending'],
    ] as const) {
      await db.kysely
        .updateTable('rolloutWaves')
        .set({ state, ...(number === 3 ? { startedAt: null } : {}), soakUntil: null })
        .where('rolloutId', '=', rollout.id)
        .where('number', '=', number)
        .execute();
    }
  } finally {
    await db.close();
  }
}
