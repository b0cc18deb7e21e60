import { after, before, describe } from 'node:test';
import { createGuardrails, generate } from 'otplib';
import { seedDemo } from '../demo/seed';
import { demo } from './demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './harness';
import { userRowByLogin } from './repository/accountRows';

// The server, accounts and helpers the user tests share: one demo server per suite and database.

export const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
export const totp = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000), guardrails });

export interface UserJson {
  uid: string;
  login: string;
  lastName: string;
  firstName: string;
  email?: string | null;
  role: string;
  roleName: string;
  visibleContextIds: string[];
  allContextsVisible: boolean;
  use2FA: boolean;
  locked: boolean;
}

export interface UsersFixture {
  server: TestServer;
  admin: string;
  operator: string;
  viewer: string;
  roles: { value: string; name: string }[];
}

function helpersOf(fixture: UsersFixture) {
  const get = (cookie: string, url: string) => fixture.server.app.inject(withCookie(cookie, { method: 'GET', url }));
  const post = (cookie: string, url: string, payload: unknown) =>
    fixture.server.app.inject(withCookie(cookie, { method: 'POST', url, payload: payload as object }));
  const roleUid = (name: string) => fixture.roles.find((r) => r.name === name)!.value;
  const form = (over: Record<string, unknown> = {}) => ({
    login: 'neu',
    lastName: 'Neumann',
    firstName: 'Nina',
    email: 'nina@example.com',
    password: 'geheim-123',
    role: roleUid('Betrachter'),
    visibleContextIds: ['NORDMARKT'],
    allContextsVisible: false,
    use2FA: false,
    ...over,
  });
  const userRow = (login: string) => userRowByLogin(fixture.server.db, login);
  return { get, post, roleUid, form, userRow };
}

/** The message for a 2FA seed that was never verified with a token. */
export function messagesSeed(): string {
  return 'Der Zwei-Faktor-Schlüssel wurde nicht mit einem Bestätigungscode bestätigt.';
}

export type UsersTest = UsersFixture & ReturnType<typeof helpersOf>;

export function describeUsers(title: string, body: (test: UsersTest) => void): void {
  for (const kind of databaseKinds) {
    describe(`${title} on ${kind}`, () => {
      const fixture = {} as UsersFixture;
      const test = Object.assign(fixture, helpersOf(fixture));
      before(async () => {
        fixture.server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
        fixture.admin = await loginCookie(fixture.server.app, ...demo.admin);
        fixture.operator = await loginCookie(fixture.server.app, ...demo.operator);
        fixture.viewer = await loginCookie(fixture.server.app, ...demo.viewer);
        fixture.roles = (await test.get(fixture.admin, '/api/frontend/users')).json().roles;
      });
      after(() => fixture.server.close());
      body(test);
    });
  }
}
