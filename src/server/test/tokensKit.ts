import type { FastifyInstance, InjectOptions } from 'fastify';
import { findContextsByKeys } from '../contexts/repository/contexts';
import { seedDemo } from '../demo/seed';
import type { Db } from '../platform/db/connection';
import { newUid } from '../platform/ids';
import { demo } from './demoAccounts';
import { loginCookie, startTestServer, withCookie, type TestServer } from './harness';
import { accountIdByLogin, insertUserContexts, insertUserRow, roleIdByName } from './repository/accountRows';
import { rowsOfTable, tableNames } from './repository/tableRows';

// The API tokens' tests: a demo server with the admin's and operator's sessions, token calls, and
// service accounts inserted as rows (their own API is the service accounts' capability).

export interface TokensFixture {
  server: TestServer;
  admin: string;
  operator: string;
}

export async function startTokensServer(
  kind: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  logLevel?: string,
): Promise<TokensFixture> {
  const server = await startTestServer(kind, { env, logLevel, seed: (db, dir, now) => seedDemo(db, dir, now) });
  return {
    server,
    admin: await loginCookie(server.app, ...demo.admin),
    operator: await loginCookie(server.app, ...demo.operator),
  };
}

export interface ServiceAccountRow {
  id: number;
  uid: string;
}

/**
 * The tokens tests' server (tokens at most 90 days) with two service accounts: 'ticket-robot', an
 * Operator of NORDMARKT, and 'admin-robot', an Administrator of all contexts.
 */
export async function startTokensWithAccounts(
  kind: 'sqlite' | 'postgres',
): Promise<{ t: TokensFixture; robot: ServiceAccountRow; wide: ServiceAccountRow }> {
  const t = await startTokensServer(kind, { TOKEN_MAX_DAYS: '90' });
  const robot = await insertServiceAccount(t.server.db, {
    name: 'ticket-robot',
    role: 'Operator',
    contexts: ['NORDMARKT'],
  });
  const wide = await insertServiceAccount(t.server.db, { name: 'admin-robot', role: 'Administrator', contexts: 'all' });
  return { t, robot, wide };
}

/** POST /tokens/create with a session: the reply, whatever its status. */
export const tokenCreate = (app: FastifyInstance, cookie: string, form: TokenForm) =>
  app.inject(withCookie(cookie, { method: 'POST', url: '/api/frontend/tokens/create', payload: form }));

export interface TokenForm {
  name: string;
  rights: string[];
  contextIds: string[] | null;
  readOnly: boolean;
  expiresInDays: number | null;
  serviceAccountUid?: string;
}

export const tokenForm = (over: Partial<TokenForm> = {}): TokenForm => ({
  name: 'Nachtexport',
  rights: [],
  contextIds: null,
  readOnly: false,
  expiresInDays: 30,
  ...over,
});

export interface CreatedToken {
  uid: string;
  token: string;
  prefix: string;
  expiresAt: string | null;
}

/** Creates a token through the API with a session; throws unless it is created. */
export async function createToken(app: FastifyInstance, cookie: string, form: TokenForm): Promise<CreatedToken> {
  const reply = await app.inject(
    withCookie(cookie, { method: 'POST', url: '/api/frontend/tokens/create', payload: form }),
  );
  if (reply.statusCode !== 200) throw new Error(`createToken: ${reply.statusCode} ${reply.body}`);
  return reply.json<CreatedToken>();
}

/** A request sent with the token instead of a cookie. */
export function withToken(token: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } };
}

/** A GET with the token. */
export function tokenGet(app: FastifyInstance, token: string, url: string) {
  return app.inject(withToken(token, { method: 'GET', url }));
}

/** A service account as its capability stores it: a `users` row of kind 'service' (no password, no login). */
export async function insertServiceAccount(
  db: Db,
  options: { name: string; role: string; contexts: 'all' | string[]; owner?: string },
): Promise<{ id: number; uid: string }> {
  const roleId = await roleIdByName(db, options.role);
  const ownerId = options.owner ? await accountIdByLogin(db, options.owner) : undefined;
  const uid = newUid();
  const id = await insertUserRow(db, {
    uid,
    login: options.name,
    lastName: options.name,
    firstName: '',
    email: null,
    passwordHash: '',
    roleId,
    allContextsVisible: options.contexts === 'all' ? 1 : 0,
    twoFactorEnabled: 0,
    twoFactorSeed: null,
    twoFactorLastStep: null,
    columnFilters: '[]',
    columnWidths: '[]',
    createdAt: Date.now(),
    kind: 'service',
    purpose: 'Tests',
    ownerUserId: ownerId ?? null,
  });
  if (options.contexts !== 'all') {
    const contexts = await findContextsByKeys(db, options.contexts);
    if (contexts.length > 0) {
      await insertUserContexts(
        db,
        id,
        contexts.map((c) => c.id),
      );
    }
  }
  return { id, uid };
}

/** Every table's rows as text, one string per table, for scanning the whole database for a value. */
export async function everyTableText(db: Db): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const name of await tableNames(db)) {
    texts.set(name, JSON.stringify(await rowsOfTable(db, name)));
  }
  return texts;
}
