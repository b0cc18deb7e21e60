import type { FastifyInstance } from 'fastify';
import { withCookie } from './harness';
import type { UsersTest } from './usersKit';

// What the session tests share: logging in from a given browser and address, and asking whether a
// session cookie still opens the API.

export const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
export const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** Logs in as a browser at an address would; returns the cookie header of the new session. */
export async function loginFrom(
  app: FastifyInstance,
  credentials: { login: string; password: string; token2FA?: string },
  client: { userAgent?: string; address?: string } = {},
): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/frontend/login',
    payload: { login: credentials.login, password: credentials.password, token2FA: credentials.token2FA },
    headers: client.userAgent === undefined ? {} : { 'user-agent': client.userAgent },
    remoteAddress: client.address ?? '127.0.0.1',
  });
  if (reply.statusCode !== 200) throw new Error(`login ${credentials.login} failed: ${reply.statusCode} ${reply.body}`);
  return `sid=${reply.cookies.find((c) => c.name === 'sid')!.value}`;
}

export interface SessionJson {
  id: string;
  userAgent: string | null;
  address: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export function sessionsKit(t: UsersTest) {
  const app = () => t.server.app;
  return {
    /** The status a session's cookie gets from ping: 200 while it lives, 401 once it ended. */
    pingStatus: async (cookie: string) => (await t.get(cookie, '/api/frontend/ping')).statusCode,
    listSessions: async (cookie: string) =>
      (await t.get(cookie, '/api/frontend/account/sessions')).json() as SessionJson[],
    endSession: (cookie: string, id: string) =>
      app().inject(withCookie(cookie, { method: 'DELETE', url: `/api/frontend/account/sessions/${id}` })),
    /** A new user with the default form's password, created by the administrator. */
    createUser: async (login: string, over: Record<string, unknown> = {}) => {
      const reply = await t.post(t.admin, '/api/frontend/users/sendUserForm', t.form({ login, ...over }));
      if (reply.statusCode !== 200) throw new Error(`creating ${login} failed: ${reply.body}`);
      return { login, password: 'geheim-123', uid: reply.json().uid as string };
    },
  };
}
