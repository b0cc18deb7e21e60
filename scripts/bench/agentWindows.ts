// The agent's due-update answer with update windows against the same without a rule: signed
// GET /api/agent/updates of registers spread over the big fleet, timed one after another, first
// while the context has no rule, then with a calendar of its own for every store and the rule on.
// The hours are set around the moment of the run, so every store is open and every answer takes
// the waiting path (install filtered, notBefore set).
import { agentHeaders } from '../../src/server/agent/signature';
import { demoHashSecret } from '../../src/server/demo/demoFleet';
import { median } from './http';
import { atMost, notMeasured, num, progress, type BenchRow } from './table';

export const agentWindowFigure = (registers: number) =>
  `Agent: fällige Updates mit Update-Fenstern bei ${num(registers, 0)} Kassen gegen ohne Regel`;

interface Fleet {
  contextKey: string;
  stores: number;
  registersPerStore: number;
}

/** Registers asked, spread evenly over the stores (the bench fleet numbers stores from 20001). */
const sampleSize = 300;
const firstStoreId = 20001;

async function signedGet(baseUrl: string, contextKey: string, path: string): Promise<{ ms: number; body: string }> {
  const headers = agentHeaders(contextKey, demoHashSecret(contextKey), 'GET', path, '');
  const start = performance.now();
  const reply = await fetch(`${baseUrl}${path}`, { headers });
  const body = await reply.text();
  const ms = performance.now() - start;
  if (!reply.ok) throw new Error(`HTTP ${reply.status} auf ${path}: ${body}`);
  return { ms, body };
}

async function frontend(baseUrl: string, cookie: string, path: string, body?: object): Promise<unknown> {
  const reply = await fetch(`${baseUrl}/api/frontend/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await reply.text();
  if (!reply.ok) throw new Error(`HTTP ${reply.status} auf ${path}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** One pass to warm up (the window cache, prepared statements), then two timed ones: the median ms. */
async function timedPasses(baseUrl: string, fleet: Fleet, paths: string[]): Promise<{ ms: number; waiting: number }> {
  for (const path of paths) await signedGet(baseUrl, fleet.contextKey, path);
  const times: number[] = [];
  let waiting = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (const path of paths) {
      const { ms, body } = await signedGet(baseUrl, fleet.contextKey, path);
      times.push(ms);
      if ((JSON.parse(body) as { notBefore?: string }).notBefore) waiting += 1;
    }
  }
  return { ms: median(times), waiting };
}

/** 'HH:00' of the Berlin hour `shift` hours from now. */
function berlinHour(shift: number): string {
  const hour = new Date(Date.now() + shift * 3_600_000).toLocaleString('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  return `${hour}:00`;
}

export async function agentWindowRows(baseUrl: string, cookie: string, fleet: Fleet): Promise<BenchRow[]> {
  const registers = fleet.stores * fleet.registersPerStore;
  const figure = agentWindowFigure(registers);
  progress('Agent: fällige Updates ohne und mit Update-Fenstern');
  try {
    const count = Math.min(sampleSize, fleet.stores);
    const paths = Array.from({ length: count }, (_, i) => {
      const storeId = String(firstStoreId + Math.floor((i * fleet.stores) / count));
      const posId = String((i % fleet.registersPerStore) + 1);
      return `/api/agent/updates?target=cashpoint&storeId=${storeId}&posId=${posId}`;
    });
    const without = await timedPasses(baseUrl, fleet, paths);

    // Open from three hours ago to three hours ahead, every day: every store is open now.
    const openingHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: berlinHour(-3), to: berlinHour(3) }));
    const contextId = fleet.contextKey;
    const tree = (await frontend(baseUrl, cookie, `cashpoints?contextId=${contextId}`)) as {
      stores: { uid: string }[];
    };
    await frontend(baseUrl, cookie, 'store-calendar/bulk', {
      contextId,
      storeUids: tree.stores.map((s) => s.uid),
      change: { kind: 'openingHours', openingHours },
    });
    const rule = { enabled: true, minutesAfterClosing: 30, minutesBeforeOpening: 30, afterDayClose: false };
    await frontend(baseUrl, cookie, 'update-window-rule/save', { contextId, ...rule, fixedRange: null });
    const withWindows = await timedPasses(baseUrl, fleet, paths);
    await frontend(baseUrl, cookie, 'update-window-rule/save', {
      contextId,
      ...rule,
      enabled: false,
      fixedRange: null,
    });

    const ratio = withWindows.ms / without.ms;
    const row = atMost(figure, ratio, 1.2, (n) => `${num(n, 2)}×`);
    const detail =
      `${num(withWindows.ms, 2)} gegen ${num(without.ms, 2)} ms je Anfrage (Median, ${count} Kassen, ` +
      `${withWindows.waiting} von ${2 * count} Antworten mit notBefore)`;
    return [{ ...row, measured: `${row.measured}: ${detail}` }];
  } catch (error) {
    return [notMeasured(figure, '≤ 1,2×', error instanceof Error ? error.message : String(error))];
  }
}
