// The Kassenmeldung's change detection at provider scale (issue 52: ≤ 1 s added to the alert run over
// a million registers), in this process as the alert job runs it, after the alert runs. The bench's
// fleet is written straight into the database after the migrations, so the first run takes in every
// store and register as new (shown apart, it happens once); then a run with nothing changed, and one
// after ten registers vanished without the delete endpoint, which makes the detection count the
// registers per store in the fleet and in its record and compare those of the stores that differ
// (its slowest path). The figure is the slower of the two.
import { sql } from 'kysely';
import { loadConfig } from '../../src/server/platform/config';
import { openDb } from '../../src/server/platform/db/connection';
import { detectFiscalChanges } from '../../src/server/taxNotice';
import { atMost, guarded, msText, num, progress, type BenchRow } from './table';

const goalMs = 1000;

export async function noticeDetectionRows(env: Record<string, string>, registers: number): Promise<BenchRow[]> {
  const figure = `Kassenmeldung: Änderungserkennung im Alarmlauf über ${num(registers, 0)} Kassen`;
  progress(figure);
  return [
    await guarded(figure, `≤ ${msText(goalMs)} zusätzlich`, async () => {
      const config = loadConfig({ ...env, DEMO: 'false', SESSION_SECRET: 'bench' });
      const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
      try {
        const timed = async (now: number) => {
          const started = performance.now();
          await detectFiscalChanges(db, now);
          return performance.now() - started;
        };
        const now = Date.now();
        const takeIn = await timed(now);
        const steady = await timed(now + 60_000);
        await sql`delete from cashpoints where id in (select id from cashpoints order by id desc limit 10)`.execute(
          db.kysely,
        );
        const vanished = await timed(now + 120_000);
        const row = atMost(figure, Math.max(steady, vanished), goalMs, msText);
        return {
          ...row,
          measured:
            `${row.measured} (nichts geändert ${msText(steady)}; nach 10 ohne Löschung verschwundenen Kassen, ` +
            `Abgleich je Filiale, ${msText(vanished)}; erste Aufnahme der Flotte ${msText(takeIn)}, einmalig)`,
        };
      } finally {
        await db.close();
      }
    }),
  ];
}
