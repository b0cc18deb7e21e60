import assert from 'node:assert/strict';
import { agentHeaders } from '../agent';
import { seedDemo } from '../demo/seed';
import { demo } from './demoAccounts';
import { loginCookie, startTestServer, withCookie, type TestServer } from './harness';

// The fiscal tests' server: the demo's contexts and users, agents that report TSEs with their
// heartbeats, and the cockpit's calls as a user.

export const dayMs = 86_400_000;

/**
 * Today 10:00 UTC: the fiscal tests start there, so a day counted from it plus a few hours (a
 * heartbeat an hour later, an estimate's fraction of a day) stays on its date; started at the time
 * of the run, a late evening's run crossed midnight and the full-by estimate came out a day later.
 */
export const fiscalStart = () => Math.floor(Date.now() / dayMs) * dayMs + 10 * 3_600_000;

/** 'YYYY-MM-DD' (UTC) this many days from `now`. */
export const dayFrom = (now: number, days: number) => new Date(now + days * dayMs).toISOString().slice(0, 10);

export interface FiscalServer {
  server: TestServer;
  admin: string;
  viewer: string;
  operator: string;
  /** A register's (`posId`) or, without one, the store server's heartbeat with `tse`; the reply. */
  heartbeat(context: string, storeId: string, posId: string | null, tse?: object, extra?: object): Promise<Reply>;
  get(cookie: string, url: string): Promise<Reply>;
  post(cookie: string, url: string, body: object): Promise<Reply>;
  close(): Promise<void>;
}

type Reply = Awaited<ReturnType<TestServer['app']['inject']>>;

/** The reply's JSON body once its status is 200 (the status and body in the failure otherwise). */
export async function ok(reply: Promise<{ statusCode: number; body: string }>) {
  const r = await reply;
  assert.equal(r.statusCode, 200, r.body);
  return JSON.parse(r.body);
}

/** `env`: more of the server's configuration (the monthly report's SMTP server). */
export async function startFiscalServer(
  kind: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
): Promise<FiscalServer> {
  const server = await startTestServer(kind, {
    env,
    startAt: fiscalStart(),
    seed: (db, dir, now) => seedDemo(db, dir, now),
  });
  const [admin, viewer, operator] = await Promise.all([
    loginCookie(server.app, ...demo.admin),
    loginCookie(server.app, ...demo.viewer),
    loginCookie(server.app, ...demo.operator),
  ]);
  return {
    server,
    admin,
    viewer,
    operator,
    heartbeat(context, storeId, posId, tse, extra = {}) {
      const path = posId === null ? '/api/agent/store-agents/heartbeat' : '/api/agent/cashpoints/heartbeat';
      const body = JSON.stringify({
        storeId,
        ...(posId === null ? {} : { posId }),
        agentVersion: '3.4.0',
        ...(tse ? { tse } : {}),
        ...extra,
      });
      const secret = `demo-secret-${context.toLowerCase()}-2026`;
      const headers = agentHeaders(context, secret, 'POST', path, body, Math.floor(server.clock.now / 1000));
      return server.app.inject({
        method: 'POST',
        url: path,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body,
      });
    },
    get: (cookie, url) => server.app.inject(withCookie(cookie, { method: 'GET', url })),
    post: (cookie, url, body) => server.app.inject(withCookie(cookie, { method: 'POST', url, payload: body })),
    close: () => server.close(),
  };
}

/** A TSE as an agent reports it, valid until `validUntil`. */
export function reportedTse(serial: string, validUntil: string, more: object = {}) {
  return {
    type: 'usb',
    serial,
    bsiCertificateId: 'BSI-K-TR-0374-2020',
    manufacturer: 'Swissbit',
    model: 'USB TSE',
    certificateValidUntil: validUntil,
    activatedAt: '2022-01-10T08:00:00.000Z',
    signatureCounter: 1000,
    signatureCapacity: 20_000_000,
    state: 'initialized',
    timeSet: true,
    lastExportAt: '2026-11-28T02:00:00.000Z',
    lastExportOk: true,
    lastSelfTestAt: '2026-11-28T01:00:00.000Z',
    lastSelfTestOk: true,
    ...more,
  };
}
