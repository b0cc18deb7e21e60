import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, withCookie } from '../../test/harness';
import { insertServiceAccount, startTokensServer, tokenForm, type TokensFixture } from '../../test/tokensKit';

// A refused token call naming a service account (issue 44, finding 10): the caller gets its 403 or
// 404, and the server's log stays clean (it once logged a TypeError with its stack at error level).

/** The log lines at error level or above (pino: 50 error, 60 fatal). */
const errorLines = (logs: string[]) => logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

for (const kind of databaseKinds) {
  describe(`refused token calls on ${kind}`, () => {
    let t: TokensFixture;
    let robot: { id: number; uid: string };
    before(async () => {
      t = await startTokensServer(kind);
      robot = await insertServiceAccount(t.server.db, {
        name: 'ticket-robot',
        role: 'Operator',
        contexts: ['NORDMARKT'],
      });
    });
    after(() => t.server.close());

    const list = (cookie: string, serviceAccountUid: string) =>
      t.server.app.inject(
        withCookie(cookie, { method: 'GET', url: `/api/frontend/tokens?serviceAccountUid=${serviceAccountUid}` }),
      );
    const create = (cookie: string, serviceAccountUid: string) =>
      t.server.app.inject(
        withCookie(cookie, {
          method: 'POST',
          url: '/api/frontend/tokens/create',
          payload: tokenForm({ serviceAccountUid }),
        }),
      );

    it('answers 403 without USERS_CHANGE and 404 for an unknown account, and logs no error', async () => {
      const replies = [
        await list(t.operator, robot.uid),
        await create(t.operator, robot.uid),
        await list(t.admin, 'unbekannt'),
        await create(t.admin, 'unbekannt'),
      ];
      assert.deepEqual(
        replies.map((reply) => [reply.statusCode, reply.json().message]),
        [
          [403, 'Sie haben nicht genügend Zugriffsrechte.'],
          [403, 'Sie haben nicht genügend Zugriffsrechte.'],
          [404, 'Nicht gefunden.'],
          [404, 'Nicht gefunden.'],
        ],
      );
      // The handler's error surfaces in the log after the reply: wait for the request's end.
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(errorLines(t.server.logs), []);
    });
  });
}
