import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import { agentHeaders } from '../agent/signature';
import { demoHashSecret, seedDemo } from '../demo/seed';
import { demo } from './demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './harness';

// The server, accounts and helpers the agent update tests share: one demo server per suite and
// database, an agent that signs its calls, and two registers of NORDMARKT: one checked for the
// pilot release candidate, one not.

export interface Due {
  install: { filename: string; tag: string; orderKey: number; size: number; sha256: string }[];
  remove: string[];
  /** Outside the store's update window: when to ask again. */
  notBefore?: string;
}
export interface Register {
  uid: string;
  posId: string;
  storeId: string;
  updated: boolean;
}
export interface HistoryEntry {
  filename: string;
  installationStatus: number | null;
  installingSince: string | null;
  downloaded: boolean;
  hasLog: boolean;
  logDate: string | null;
}

export const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

export interface AgentUpdatesFixture {
  server: TestServer;
  admin: string;
  pilotRc: Register;
  plain: Register;
}

function helpersOf(fixture: AgentUpdatesFixture) {
  const nowSeconds = () => Math.floor(fixture.server.clock.now / 1000);
  const agent = (
    method: 'GET' | 'HEAD' | 'POST',
    url: string,
    options: { body?: object; context?: string; headers?: Record<string, string> } = {},
  ) => {
    const context = options.context ?? 'NORDMARKT';
    const raw = options.body === undefined ? '' : JSON.stringify(options.body);
    const signed = agentHeaders(context, demoHashSecret(context), method, url, raw, nowSeconds());
    return fixture.server.app.inject({
      method,
      url,
      headers: { ...signed, ...(raw ? { 'content-type': 'application/json' } : {}), ...options.headers },
      ...(raw ? { payload: raw } : {}),
    });
  };
  const dueFor = async (query: Record<string, string>, context = 'NORDMARKT'): Promise<Due> => {
    const reply = await agent('GET', `/api/agent/updates?${new URLSearchParams(query).toString()}`, { context });
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json();
  };
  const registerDue = (r: Register) => dueFor({ target: 'cashpoint', storeId: r.storeId, posId: r.posId });
  // Reported now by the server's clock, unless the test dates the report itself.
  const report = (body: object, context = 'NORDMARKT') =>
    agent('POST', '/api/agent/updates/report', {
      body: { reportedAt: new Date(fixture.server.clock.now).toISOString(), ...body },
      context,
    });
  const frontend = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    fixture.server.app.inject(withCookie(fixture.admin, { method, url: `/api/frontend/${url}`, payload }));
  const registers = async (context = 'NORDMARKT'): Promise<Register[]> => {
    const reply = await frontend('GET', `cashpoints?contextId=${context}`);
    const stores = reply.json().stores as { id: string; cashpoints: Omit<Register, 'storeId'>[] }[];
    return stores.flatMap((s) => s.cashpoints.map((c) => ({ ...c, storeId: s.id })));
  };
  const checkedFor = async (filename: string): Promise<Set<string>> => {
    const reply = await frontend('GET', `cashpoint-updates/detail?contextId=NORDMARKT&filename=${filename}`);
    const stores = reply.json().stores as { cashpoints: { uid: string; isChecked: boolean }[] }[];
    return new Set(stores.flatMap((s) => s.cashpoints.filter((c) => c.isChecked).map((c) => c.uid)));
  };
  const save = (filename: string, body: object) =>
    frontend('POST', `cashpoint-updates/save?contextId=NORDMARKT&filename=${filename}`, {
      status: 2,
      releaseDate: null,
      tag: filename,
      comment: '',
      checkedUids: [],
      ...body,
    });
  const history = async (r: Register): Promise<HistoryEntry[]> => {
    const reply = await frontend('GET', `cashpoints/detail/${r.uid}?contextId=NORDMARKT`);
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json().syncfiles;
  };
  const fileOf = (context: string, kind: string, filename: string) =>
    fs.readFileSync(path.join(fixture.server.config.dataDir, 'updates', context, kind, filename));
  const names = (due: Due) => due.install.map((u) => u.filename);
  return {
    nowSeconds,
    agent,
    dueFor,
    registerDue,
    report,
    frontend,
    registers,
    checkedFor,
    save,
    history,
    fileOf,
    names,
  };
}

export type AgentUpdatesTest = AgentUpdatesFixture & ReturnType<typeof helpersOf>;

export function describeAgentUpdates(title: string, body: (test: AgentUpdatesTest) => void): void {
  for (const dbKind of databaseKinds) {
    describe(`${title} on ${dbKind}`, () => {
      const fixture = {} as AgentUpdatesFixture;
      const test = Object.assign(fixture, helpersOf(fixture));
      before(async () => {
        fixture.server = await startTestServer(dbKind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
        fixture.admin = await loginCookie(fixture.server.app, ...demo.admin);
        const checked = await test.checkedFor('kasse-5.14.0-rc1.zip');
        const all = await test.registers();
        fixture.pilotRc = all.find((r) => checked.has(r.uid))!;
        fixture.plain = all.find((r) => !checked.has(r.uid))!;
      });
      after(() => fixture.server.close());
      body(test);
    });
  }
}
