// The live stream at the bench fleet's scale (issue 54). A browser that shows the context's tree
// holds a stream; registers of the fleet that count as offline send a heartbeat, one every 20 ms,
// and each one's `offline: false` event is timed from the heartbeat's send to its arrival on the
// stream (what the tree then patches without a request). Then the bytes an idle tree page receives
// per hour: the stream (its keep-alive comments, its events at the fleet's rate, a safety read of
// the tree every 5 minutes) against polling the tree every minute, when the tree changes every minute.
import http from 'node:http';
import { sql } from 'kysely';
import { agentHeaders } from '../../src/server/agent/signature';
import { demoHashSecret } from '../../src/server/demo/demoFleet';
import { loadConfig } from '../../src/server/platform/config';
import { openDb } from '../../src/server/platform/db/connection';
import { openStream } from '../../src/server/test/liveStreamKit';
import { percentile } from './search';
import { atMost, guarded, kb, msText, num, progress, type BenchRow } from './table';
import type { BulkFleet } from './database';

const latencyGoalMs = 2000;
const moonshotMs = 700;
const bytesGoalShare = 0.05;
const spacingMs = 20;
/** The bench fleet numbers its stores from 20001 and its registers from 1. */
const firstStoreId = 20001;

/** Register 1 of the first `count` stores, silent since long before the offline limit; their uids. */
async function silenceRegisters(
  env: Record<string, string>,
  fleet: BulkFleet,
  count: number,
): Promise<Map<string, string>> {
  const config = loadConfig({ ...env, DEMO: 'false', SESSION_SECRET: 'bench' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    const storeIds = Array.from({ length: count }, (_, i) => String(firstStoreId + i));
    const silentSince = Date.now() - (config.offlineAfterSeconds + 3600) * 1000;
    const { rows } = await sql<{ uid: string; storeId: string }>`
      update cashpoints set last_heartbeat = ${silentSince}
      where pos_id = '1' and store_row_id in (
        select s.id from stores s join contexts c on c.id = s.context_id
        where c.key = ${fleet.contextKey} and s.store_id in (${sql.join(storeIds)}))
      returning uid, (select store_id from stores where id = store_row_id) as store_id`.execute(db.kysely);
    return new Map(rows.map((r) => [r.uid, r.storeId]));
  } finally {
    await db.close();
  }
}

function heartbeat(baseUrl: string, contextKey: string, storeId: string): Promise<Response> {
  const path = '/api/agent/cashpoints/heartbeat';
  const body = JSON.stringify({ storeId, posId: '1', agentVersion: '3.4.0' });
  const headers = agentHeaders(contextKey, demoHashSecret(contextKey), 'POST', path, body);
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
}

/** The bytes of one read of the context's tree as they travel (gzip, as a browser asks for it). */
function treeBytes(baseUrl: string, cookie: string, contextKey: string): Promise<number> {
  const url = `${baseUrl}/api/frontend/cashpoints?contextId=${contextKey}`;
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie, 'accept-encoding': 'gzip' } }, (reply) => {
        let bytes = 0;
        reply.on('data', (chunk: Buffer) => (bytes += chunk.length));
        reply.on('end', () => resolve(bytes));
        reply.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function liveRows(
  baseUrl: string,
  cookie: string,
  env: Record<string, string>,
  fleet: BulkFleet,
  smoke: boolean,
): Promise<BenchRow[]> {
  const registers = fleet.stores * fleet.registersPerStore;
  const samples = Math.min(fleet.stores, smoke ? 10 : 200);
  const latencyFigure = `Live: Kasse wieder online → Ereignis im Stream, ${num(registers, 0)} Kassen (p95)`;
  const bytesFigure = 'Live: Bytes an eine ruhende Baum-Seite je Stunde, Stream gegen Abfragen jede Minute';
  progress(latencyFigure);
  let eventBytes = 0;
  let windowMs = 1;
  const latency = await guarded(
    latencyFigure,
    `≤ ${msText(latencyGoalMs)} (Mondziel ${msText(moonshotMs)})`,
    async () => {
      const silenced = await silenceRegisters(env, fleet, samples);
      const stream = await openStream(`${baseUrl}/api/frontend/events?contextId=${fleet.contextKey}`, { cookie });
      if (stream.status !== 200) throw new Error(`Stream: ${stream.status}`);
      try {
        const sentAt = new Map<string, number>();
        const arrivedAt = new Map<string, number>();
        const started = performance.now();
        const arrivals = [...silenced.keys()].map((uid) =>
          stream
            .next((e) => e.event === 'cashpoint' && (JSON.parse(e.data) as { uid?: string }).uid === uid, 20_000)
            .then(() => arrivedAt.set(uid, performance.now())),
        );
        for (const [uid, storeId] of silenced) {
          sentAt.set(uid, performance.now());
          const reply = await heartbeat(baseUrl, fleet.contextKey, storeId);
          if (!reply.ok) throw new Error(`Heartbeat: ${reply.status}`);
          await new Promise((resolve) => setTimeout(resolve, spacingMs));
        }
        await Promise.all(arrivals);
        windowMs = performance.now() - started;
        eventBytes = stream.events.reduce((sum, e) => sum + e.data.length + (e.id?.length ?? 0) + 30, 0);
        const times = [...silenced.keys()].map((uid) => arrivedAt.get(uid)! - sentAt.get(uid)!);
        const row = atMost(latencyFigure, percentile(times, 0.95), latencyGoalMs, msText);
        return {
          ...row,
          measured: `${row.measured} (Median ${msText(percentile(times, 0.5))}, ${samples} Kassen je ${spacingMs} ms; davon bis zu 500 ms Bündelung)`,
        };
      } finally {
        stream.close();
      }
    },
  );
  progress(bytesFigure);
  const bytes = await guarded(bytesFigure, `≤ ${num(bytesGoalShare * 100, 0)} %`, async () => {
    const tree = await treeBytes(baseUrl, cookie, fleet.contextKey);
    // Per hour: 180 keep-alive comments, a change a second at the measured size of an event, 12
    // safety reads of the whole tree; polling reads it 60 times (it changed every minute).
    const perEvent = eventBytes / Math.max(1, samples);
    const stream = 180 * 15 + 3600 * perEvent + 12 * tree;
    const polling = 60 * tree;
    const row = atMost(bytesFigure, (stream / polling) * 100, bytesGoalShare * 100, (n) => `${num(n)} %`);
    return {
      ...row,
      measured: `${row.measured} (Stream ${kb(stream)}/h, Abfragen ${kb(polling)}/h; Baum gzip ${kb(tree)}, Ereignis ${num(perEvent, 0)} B; eine Änderung je Sekunde angenommen; ${num(windowMs / 1000)} s gemessen)`,
    };
  });
  return [latency, bytes];
}
