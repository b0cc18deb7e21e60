import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import { seedDemo } from '../demo/seed';
import { demo } from './demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './harness';
import { multipart, type Part } from './multipart';
import { syncfileCount } from './repository/updateRows';

// The server, accounts and helpers the update tests share: one demo server per suite and database.

export interface Syncfile {
  uid: string;
  filename: string;
  tag: string;
  comment: string | null;
  status: number;
  releaseDate: string | null;
  orderKey: number;
  archived: boolean;
  uploadFilepath: string | null;
  size: number | null;
}
export interface TargetStore {
  uid: string;
  id: string;
  name: string | null;
  isChecked: boolean;
  cashpoints: { uid: string; posId: string; isChecked: boolean }[];
}

export const uploadLimit = 64 * 1024;
export const zip = (size: number, fill = 1) => Buffer.alloc(size, fill);
export const bases = [
  { base: 'cashpoint-updates', kind: 'cashpoint', prefix: 'kasse' },
  { base: 'store-updates', kind: 'store', prefix: 'store' },
] as const;

export interface UpdatesFixture {
  server: TestServer;
  admin: string;
  viewer: string;
  operator: string;
}

function helpersOf(fixture: UpdatesFixture) {
  const dataDir = () => fixture.server.config.dataDir;
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    fixture.server.app.inject(withCookie(cookie, { method, url: `/api/frontend/${url}`, payload }));
  const list = async (base: string, context: string, archived = true): Promise<Syncfile[]> => {
    const reply = await call(fixture.admin, 'GET', `${base}?contextId=${context}&showArchivedUpdates=${archived}`);
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json().syncfiles;
  };
  const detail = async (base: string, context: string, filename: string) => {
    const reply = await call(fixture.admin, 'GET', `${base}/detail?contextId=${context}&filename=${filename}`);
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json() as { syncfile: Syncfile; stores: TargetStore[] };
  };
  const upload = (cookie: string, base: string, context: string, parts: Part[]) => {
    const { payload, contentType } = multipart(parts);
    return fixture.server.app.inject(
      withCookie(cookie, {
        method: 'POST',
        url: `/api/frontend/${base}/uploadfile?contextId=${context}`,
        headers: { 'content-type': contentType },
        payload,
      }),
    );
  };
  const keysOf = (files: Syncfile[]) => files.map((f) => f.orderKey).sort((a, b) => a - b);
  const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  /** Every file under DATA_DIR/updates and in the upload folder, relative to DATA_DIR. */
  const storedFiles = (): string[] =>
    (fs.readdirSync(dataDir(), { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(dataDir(), f)).isFile())
      .filter((f) => f.startsWith('updates') || f.startsWith('.upload-tmp'))
      .sort();
  const rowCount = () => syncfileCount(fixture.server.db);
  return { dataDir, call, list, detail, upload, keysOf, oneToN, storedFiles, rowCount };
}

export type UpdatesTest = UpdatesFixture & ReturnType<typeof helpersOf>;

/** A suite per database on a demo server whose upload limit is `uploadLimit`. */
export function describeUpdates(title: string, body: (test: UpdatesTest) => void): void {
  for (const dbKind of databaseKinds) {
    describe(`${title} on ${dbKind}`, () => {
      const fixture = {} as UpdatesFixture;
      before(async () => {
        fixture.server = await startTestServer(dbKind, {
          seed: (db, dir, now) => seedDemo(db, dir, now),
          env: { UPLOAD_MAX_BYTES: String(uploadLimit) },
        });
        fixture.admin = await loginCookie(fixture.server.app, ...demo.admin);
        fixture.viewer = await loginCookie(fixture.server.app, ...demo.viewer);
        fixture.operator = await loginCookie(fixture.server.app, ...demo.operator);
      });
      after(() => fixture.server.close());
      body(Object.assign(fixture, helpersOf(fixture)));
    });
  }
}
