// 'Versionen im Verlauf' at scale (issue 53): the big context's daily snapshot taken as the job
// takes it (timed), then 89 days before it written as a long rollout history would have left them
// (eight versions moving through the fleet, five alert kinds); then the chart's call over HTTP for
// 90 days, and its CSV.
import { loadConfig } from '../../src/server/platform/config';
import { openDb } from '../../src/server/platform/db/connection';
import { addDays, dayIn, snapshotContexts, takeSnapshots, writeDay } from '../../src/server/fleetHistory';
import { atMost, msText, num, progress, type BenchRow } from './table';
import { warmMedian } from './warmMedian';

const pastDays = 89;
const versions = ['5.8.0', '5.9.2', '5.10.1', '5.11.0', '5.12.3', '5.13.1', '5.14.0-rc1', '5.14.0'];
const alertKinds = ['offline', 'storeOffline', 'updateFailed', 'tseExpiring', 'receiptsUnsent'];

/** Registers on each version `daysAgo` days ago: each version a few weeks after the one before, taking its share. */
function spread(registers: number, daysAgo: number) {
  const weights = versions.map((_, i) => {
    const age = (versions.length - 1 - i) * 14 - daysAgo + 90;
    return age < 0 ? 0 : Math.min(1, age / 21) * (1 + i / 4);
  });
  const total = weights.reduce((sum, w) => sum + w, 0) || 1;
  const counts = weights.map((w) => Math.floor((registers * w) / total));
  counts[counts.length - 1]! += registers - counts.reduce((sum, n) => sum + n, 0);
  return versions
    .map((version, i) => ({ version, orderKey: i + 1, cashpoints: counts[i]! }))
    .filter((v) => v.cashpoints > 0);
}

/** Today's snapshot by the job's own code (timed), then the past days; returns the snapshot's time in ms. */
export async function seedBenchVersionHistory(env: Record<string, string>, contextKey: string): Promise<number> {
  const config = loadConfig({ ...env, DEMO: 'false', SESSION_SECRET: 'bench' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    const now = Date.now();
    const started = performance.now();
    await takeSnapshots({ db, now, timeZone: config.timeZone, offlineAfterMs: config.offlineAfterSeconds * 1000 });
    const snapshotMs = performance.now() - started;
    const context = (await snapshotContexts(db)).find((c) => c.key === contextKey)!;
    const registers = await db.kysely
      .selectFrom('fleetDays')
      .select('cashpoints')
      .where('contextId', '=', context.id)
      .executeTakeFirstOrThrow();
    const today = dayIn(now, config.timeZone);
    for (let daysAgo = 1; daysAgo <= pastDays; daysAgo++) {
      const n = registers.cashpoints;
      await writeDay(
        db,
        context.id,
        addDays(today, -daysAgo),
        {
          cashpoints: n,
          onlineCashpoints: Math.round(n * 0.95),
          versions: spread(n, daysAgo),
          alerts: alertKinds.map((kind, i) => ({ kind, open: (daysAgo * (i + 3)) % 40 })),
          redStores: daysAgo % 12,
          takenAt: now,
        },
        'replace',
      );
    }
    return snapshotMs;
  } finally {
    await db.close();
  }
}

/** The figures: the job's snapshot of every context, the chart's 90 days and their CSV. */
export async function versionHistoryRows(
  baseUrl: string,
  cookie: string,
  contextKey: string,
  registers: number,
  snapshotMs: number,
): Promise<BenchRow[]> {
  const api = `${baseUrl}/api/frontend`;
  const size = `${num(registers, 0)}-Kassen-Kontext`;
  progress(`Versionen im Verlauf, 90 Tage, ${size}`);
  const days = (body: string) => {
    const reply = JSON.parse(body) as { days: unknown[]; versions: unknown[] };
    return `${reply.days.length} Tage, ${reply.versions.length} Versionen`;
  };
  return [
    { ...atMost(`Tagesstand aller Kontexte (Job), ${size}`, snapshotMs, 5000, msText) },
    await warmMedian(
      `'Versionen im Verlauf', 90 Tage, ${size}`,
      `${api}/history/versions?contextId=${contextKey}&days=90`,
      cookie,
      200,
      days,
    ),
    await warmMedian(
      `'Versionen im Verlauf' als CSV, 90 Tage, ${size}`,
      `${api}/history/versions.csv?contextId=${contextKey}&days=90`,
      cookie,
      200,
    ),
  ];
}
