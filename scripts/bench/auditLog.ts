// The audit log at scale: entries written in bulk into the bench's database before the server
// starts, then the time of the page 'Protokoll' asks for first: page 1 of 25, newest first, with a
// free-text filter (the filter makes the server count every matching entry).
import { loadConfig } from '../../src/server/platform/config';
import { openDb } from '../../src/server/platform/db/connection';
import { insertAuditEntries, type NewAuditEntry } from '../../src/server/audit/repository/auditLog';
import { median, timedGet } from './http';
import { atMost, guarded, msText, num, progress, type BenchRow } from './table';

const perInsert = 1000;
const runs = 5;
const day = 86_400_000;
const actions = ['login', 'updateSaved', 'updateArchived', 'storeRenamed', 'cashpointDeleted', 'userChanged'];

/** `count` entries over the last year, spread over the demo contexts, users and a few objects. */
export async function seedAuditLog(env: Record<string, string>, count: number): Promise<void> {
  const config = loadConfig({ ...env, DEMO: 'false', SESSION_SECRET: 'bench' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    const contexts = await db.kysely.selectFrom('contexts').select(['id', 'key', 'name']).execute();
    const now = Date.now();
    for (let start = 0; start < count; start += perInsert) {
      const rows: NewAuditEntry[] = [];
      for (let i = start; i < Math.min(count, start + perInsert); i++) {
        const context = i % 7 === 0 ? undefined : contexts[i % contexts.length];
        rows.push({
          at: now - Math.floor(((count - i) / count) * 365 * day),
          userId: null,
          userLogin: `benutzer${i % 50}`,
          userName: `Benutzer Nummer ${i % 50}`,
          address: `10.0.${i % 256}.${(i >> 8) % 256}`,
          contextId: context?.id ?? null,
          contextKey: context?.key ?? null,
          contextName: context?.name ?? null,
          action: actions[i % actions.length]!,
          objectType: 'cashpointUpdate',
          objectId: `upd-${i % 5000}`,
          objectLabel: `kasse-5.${i % 5000}.0.zip`,
          changes: JSON.stringify([{ field: 'status', before: '1', after: '2' }]),
        });
      }
      // The app's own insert, so each entry gets its search text as the app writes it.
      await insertAuditEntries(db, rows);
    }
  } finally {
    await db.close();
  }
}

export async function measureAuditLog(baseUrl: string, cookie: string, count: number): Promise<BenchRow> {
  const entries = count >= 1e6 ? `${num(count / 1e6)} Mio.` : num(count, 0);
  const figure = `Protokoll-Seite bei ${entries} Einträgen (Seite 1, Filter)`;
  progress(figure);
  return guarded(figure, '≤ 1.000 ms', async () => {
    const url = `${baseUrl}/api/frontend/audit-log?page=1&size=25&filter=kasse-5.12`;
    await timedGet(url, cookie);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await timedGet(url, cookie)).ms);
    return atMost(figure, median(times), 1000, msText);
  });
}
