// The agent's due-update answer with update windows against the same without a rule: signed
// GET /api/agent/updates of registers spread over the big fleet, timed one after another, first
// while the context has no rule, then with a calendar of its own for every store and the rule on:
// once with hours around the moment of the run (every store open, every answer takes the waiting
// path: install filtered, notBefore set), once with hours later in the day (every store inside its
// window, the full answer). The worse of the two against no rule is the figure.
import { agentHeaders } from '../../src/server/agent/signature';
import { demoHashSecret } from '../../src/server/demo/demoFleet';
import { median } from './http';
import { atMost, notMeasured, num, progress, type BenchRow } from './table';

export const waitingMarksFigure = (registers: number) =>
  `Bäume: Filialen, die auf ihr Update-Fenster warten, bei ${num(registers, 0)} Kassen`;

/** The trees' waiting marks (polled with the trees): the first call, then the median of five. */
async function timedWaitingMarks(baseUrl: string, cookie: string, contextId: string, registers: number) {
  const path = `store-calendar/waiting?contextId=${contextId}`;
  const time = async () => {
    const start = performance.now();
    const reply = (await frontend(baseUrl, cookie, path)) as { stores: { registers: number }[] };
    return { ms: performance.now() - start, reply };
  };
  const first = await time();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push((await time()).ms);
  const ms = median(times);
  const row = atMost(waitingMarksFigure(registers), ms, 100, (n) => `${num(n, 0)} ms`);
  const waitingRegisters = first.reply.stores.reduce((sum, s) => sum + s.registers, 0);
  const detail = `Median aus 5 (erster Aufruf ${num(first.ms, 0)} ms; ${num(first.reply.stores.length, 0)} Filialen, ${num(waitingRegisters, 0)} Kassen wartend)`;
  return { ...row, measured: `${row.measured} ${detail}` };
}

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

/**
 * Two passes to warm up (the window cache, prepared statements, and the server settling after the
 * calendars' writes, which slow the first pass after them), then two timed ones: the median ms.
 */
async function timedPasses(baseUrl: string, fleet: Fleet, paths: string[]): Promise<{ ms: number; waiting: number }> {
  for (let pass = 0; pass < 2; pass++) for (const path of paths) await signedGet(baseUrl, fleet.contextKey, path);
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

    const contextId = fleet.contextKey;
    const tree = (await frontend(baseUrl, cookie, `cashpoints?contextId=${contextId}`)) as {
      stores: { uid: string }[];
    };
    const hoursOfEveryStore = (from: number, to: number) =>
      frontend(baseUrl, cookie, 'store-calendar/bulk', {
        contextId,
        storeUids: tree.stores.map((s) => s.uid),
        change: {
          kind: 'openingHours',
          openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            from: berlinHour(from),
            to: berlinHour(to),
          })),
        },
      });
    const rule = { enabled: true, minutesAfterClosing: 30, minutesBeforeOpening: 30, afterDayClose: false };
    await frontend(baseUrl, cookie, 'update-window-rule/save', { contextId, ...rule, fixedRange: null });
    // Open from three hours ago to three hours ahead: every store waits (install filtered, notBefore).
    await hoursOfEveryStore(-3, 3);
    const waiting = { ...(await timedPasses(baseUrl, fleet, paths)) };
    const marks = await timedWaitingMarks(baseUrl, cookie, contextId, registers).catch((error: unknown) =>
      notMeasured(waitingMarksFigure(registers), '≤ 100 ms', error instanceof Error ? error.message : String(error)),
    );
    // Open only from three to six hours ahead: every store is inside its window, the full answer.
    await hoursOfEveryStore(3, 6);
    const inside = await timedPasses(baseUrl, fleet, paths);
    // Waiting once more: the first passes after the calendars' writes are the slowest whatever they
    // measure, so each case gets a run that does not follow them; the faster one counts.
    await hoursOfEveryStore(-3, 3);
    const waitingAgain = await timedPasses(baseUrl, fleet, paths);
    if (waitingAgain.ms < waiting.ms) waiting.ms = waitingAgain.ms;
    await frontend(baseUrl, cookie, 'update-window-rule/save', {
      contextId,
      ...rule,
      enabled: false,
      fixedRange: null,
    });
    // Once more without a rule, now that the server is warm: the faster of the two is the baseline.
    const withoutMs = Math.min(without.ms, (await timedPasses(baseUrl, fleet, paths)).ms);

    // The worse of the two is judged.
    const ratio = Math.max(waiting.ms, inside.ms) / withoutMs;
    const row = atMost(figure, ratio, 1.2, (n) => `${num(n, 2)}×`);
    const detail =
      `ohne Regel ${num(withoutMs, 2)} ms, im Fenster ${num(inside.ms, 2)} ms, wartend ${num(waiting.ms, 2)} ms ` +
      `je Anfrage (Median, ${count} Kassen; wartend ${waiting.waiting} von ${2 * count} Antworten mit notBefore, ` +
      `im Fenster ${inside.waiting})`;
    return [{ ...row, measured: `${row.measured}: ${detail}` }, marks];
  } catch (error) {
    return [notMeasured(figure, '≤ 1,2×', error instanceof Error ? error.message : String(error))];
  }
}
