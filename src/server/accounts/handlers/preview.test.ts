import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { contractOperations, type ContractOperation } from '../../test/contract';
import { pathWith, sampleOf, validRequest } from '../../test/contractSamples';
import { injectUnchecked } from '../../test/contractReplies';
import { multipart } from '../../test/multipart';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { rules, type Rule } from '../operationRules';
import { mayOpen, pageAccess, type PageAccess } from '../../../shared/pageAccess';

// The permission preview (issue 32) is the guard's own judgement: a rule changed in the table the
// guard reads changes the preview at once, and for three roles every operation of the contract is
// answered over HTTP as the preview says (403 for a lacking right or an unseen context, 404 for a
// switched-off feature, 401 for the agents' calls without a signature).

interface Entry {
  allowed: boolean;
  rights: string[];
  features: string[];
  missing: string[];
}
type OperationEntry = Entry & {
  operationId: string;
  method: string;
  path: string;
  action: boolean;
  ownAccount: boolean;
};
type PageEntry = Entry & { page: string; label: string };
interface Preview {
  subject: { kind: string; name: string; rights: string[] };
  pages: PageEntry[];
  operations: OperationEntry[];
}

/**
 * A request the operation's contract takes, naming the context wherever the operation can; an
 * operation on the own account (ownAccount) is sent for the caller's own, as the preview describes
 * it (another's account needs USERS_CHANGE, which its handler checks).
 */
function requestOf(op: ContractOperation, contextKey: string, own: { login: string; uid: string }) {
  const ownAccount = rules[op.operationId as keyof typeof rules].ownAccount === true;
  const sample = validRequest(op);
  const path = ownAccount ? pathWith(op, own) : op.path;
  const url = ownAccount ? sample.url.replace(pathWith(op), path) : sample.url;
  const parsed = sample.body === undefined ? undefined : (JSON.parse(sample.body) as Record<string, unknown>);
  if (ownAccount && parsed) delete parsed.serviceAccountUid;
  const body = parsed === undefined ? undefined : JSON.stringify(parsed);
  const named = op.parameters.some((p) => p.in === 'query' && p.name === 'contextId' && !p.required);
  const withContext = named ? `${url}${url.includes('?') ? '&' : '?'}contextId=${contextKey}` : url;
  if (op.multipart) {
    // The calendar import takes a context and a file; the uploads a tag and an update file.
    const form = multipart(
      op.operationId === 'importStoreCalendar'
        ? [
            { name: 'contextId', value: contextKey },
            { name: 'file', filename: 'kalender.csv', content: Buffer.from('storeId;day\n') },
          ]
        : [
            { name: 'tag', value: 'v1' },
            { name: 'uploadfile', filename: 'kasse-9.9.9.zip', content: Buffer.from('PK') },
          ],
    );
    return { url: withContext, payload: form.payload, headers: { 'content-type': form.contentType } };
  }
  return {
    url: withContext,
    ...(body !== undefined ? { payload: body, headers: { 'content-type': 'application/json' } } : {}),
  };
}

for (const kind of databaseKinds) {
  describe(`permission preview on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    const get = (cookie: string, url: string) => server.app.inject(withCookie(cookie, { method: 'GET', url }));
    const post = (cookie: string, url: string, payload: object) =>
      server.app.inject(withCookie(cookie, { method: 'POST', url, payload }));
    const userUid = async (login: string) =>
      (await server.db.kysely.selectFrom('users').select('uid').where('login', '=', login).executeTakeFirstOrThrow())
        .uid;
    const preview = async (query: string): Promise<Preview> => {
      const reply = await get(admin, `/api/frontend/permissions/preview?${query}`);
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json();
    };

    before(async () => {
      // Statistics switched off: their pages and calls do not exist, which the preview says too.
      server = await startTestServer(kind, {
        seed: (db, dir, now) => seedDemo(db, dir, now),
        env: { HAS_STATISTICS: 'false' },
      });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    it('follows a rule changed in the guard’s table and in the page access table', async () => {
      const viewer = await userUid('viewer');
      const home = (p: Preview) => p.operations.find((o) => o.operationId === 'getHome')!;
      const users = (p: Preview) => p.pages.find((o) => o.page === 'users')!;
      const first = await preview(`userUid=${viewer}`);
      assert.deepEqual({ allowed: home(first).allowed, rights: home(first).rights }, { allowed: true, rights: [] });
      assert.deepEqual(users(first).missing, ['USERS']);
      const table = rules as Record<string, Rule>;
      const pages = pageAccess as Record<string, PageAccess>;
      const [homeRule, usersPage] = [table.getHome!, pages.users!];
      table.getHome = { ...homeRule, rights: ['AUDIT'] };
      pages.users = { rights: [] };
      try {
        const changed = await preview(`userUid=${viewer}`);
        assert.deepEqual(
          { allowed: home(changed).allowed, rights: home(changed).rights, missing: home(changed).missing },
          { allowed: false, rights: ['AUDIT'], missing: ['AUDIT'] },
        );
        assert.equal(users(changed).allowed, true);
        // The guard itself answers by the same changed rule (a 403 the contract rightly does not list).
        const session = await loginCookie(server.app, ...demo.viewer);
        const homeCall = withCookie(session, { method: 'GET', url: '/api/frontend/home' });
        assert.equal((await injectUnchecked(server.app, homeCall)).statusCode, 403);
      } finally {
        table.getHome = homeRule;
        pages.users = usersPage;
      }
      assert.equal(home(await preview(`userUid=${viewer}`)).allowed, true);
    });

    it('previews a role by its rights, and refuses a preview of nobody or of both', async () => {
      const roles = (await get(admin, '/api/frontend/roles')).json().roles as { uid: string; name: string }[];
      const operator = roles.find((r) => r.name === 'Operator')!;
      const p = await preview(`roleUid=${operator.uid}&contextId=WESTFRISCH`);
      assert.equal(p.subject.kind, 'role');
      const del = p.operations.find((o) => o.operationId === 'deleteCashpoint')!;
      assert.deepEqual(
        { allowed: del.allowed, rights: del.rights, action: del.action },
        { allowed: true, rights: ['CASHPOINTS_CHANGE'], action: true },
      );
      assert.deepEqual(p.pages.find((o) => o.page === 'statistics')!.missing, ['hasStatistics']);
      const neither = await get(admin, '/api/frontend/permissions/preview');
      assert.equal(neither.statusCode, 400);
      assert.equal(neither.json().message, 'Bitte genau einen Benutzer oder eine Rolle angeben.');
      const both = await get(admin, `/api/frontend/permissions/preview?roleUid=${operator.uid}&userUid=x1`);
      assert.equal(both.statusCode, 400);
      assert.equal((await get(admin, '/api/frontend/permissions/preview?roleUid=nix')).statusCode, 404);
    });

    it('equals what the guard answers for every operation of the contract, for three roles', async () => {
      // A custom role, seeing one context only: the walk names another, so the context rule shows.
      const role = await post(admin, '/api/frontend/roles/save', {
        name: 'Kalenderpflege',
        description: '',
        rights: ['CALENDAR_CHANGE', 'USERS', 'AUDIT'],
      });
      assert.equal(role.statusCode, 200, role.body);
      const created = await post(admin, '/api/frontend/users/sendUserForm', {
        login: 'kalender',
        lastName: 'Kalender',
        firstName: 'Karl',
        password: 'geheim-123',
        role: role.json().uid,
        visibleContextIds: ['SUEDKAUF'],
        allContextsVisible: false,
        use2FA: false,
      });
      assert.equal(created.statusCode, 200, created.body);
      const contextKey = String(sampleOf('#/components/schemas/ContextKey'));
      // The walk ends sessions and logs out: each holder's session is made for its walk, logout last.
      const operations = contractOperations().sort(
        (a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'),
      );
      const walked = new Map<string, number>();
      for (const [login, password] of [demo.admin, demo.viewer, ['kalender', 'geheim-123'] as const]) {
        const p = await preview(`userUid=${await userUid(login)}&contextId=${contextKey}`);
        assert.equal(p.operations.length, operations.length, 'the preview lists every operation once');
        const session = await loginCookie(server.app, login, password);
        const mismatches: string[] = [];
        for (const op of operations) {
          const entry = p.operations.find((o) => o.operationId === op.operationId)!;
          assert.deepEqual([entry.method, entry.path], [op.method, op.path], op.operationId);
          // A stream let in stays open, which an injected call never sees end (live/handlers/ open it over HTTP).
          if (entry.allowed && op.streamed) continue;
          const request = requestOf(op, contextKey, { login, uid: await userUid(login) });
          const reply = await server.app.inject(withCookie(session, { method: op.method as 'GET', ...request }));
          const status = reply.statusCode;
          const expected = entry.allowed
            ? status !== 403 && (status !== 401 || rules[op.operationId as keyof typeof rules].auth === 'none')
            : entry.missing.includes('agent')
              ? status === 401
              : entry.features.some((f) => entry.missing.includes(f))
                ? status === 404
                : status === 403;
          if (!expected)
            mismatches.push(
              `${op.operationId}: preview ${JSON.stringify(entry.missing)}, HTTP ${status} ${reply.body}`,
            );
          walked.set(
            entry.allowed ? 'allowed' : 'refused',
            (walked.get(entry.allowed ? 'allowed' : 'refused') ?? 0) + 1,
          );
        }
        assert.deepEqual(mismatches, [], login);
        // The pages: the SPA's router opens them by the session's rights and flags.
        const ping = (await get(await loginCookie(server.app, login, password), '/api/frontend/ping')).json();
        for (const page of p.pages) {
          const access = (pageAccess as Record<string, PageAccess | undefined>)[page.page];
          assert.equal(page.allowed, mayOpen(ping, access), `${login} ${page.page}`);
        }
      }
      assert.ok((walked.get('refused') ?? 0) > 100 && (walked.get('allowed') ?? 0) > 100, JSON.stringify([...walked]));
    });
  });
}
