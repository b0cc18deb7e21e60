import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { loginCookie, withCookie } from '../../test/harness';
import { insertRole } from '../../test/serviceAccountsKit';
import { describeSso, sessionCookieOf, ssoLogin } from '../../test/ssoKit';

// Who may edit the group mappings (issue 44): as in the user dialog, nobody hands out (or takes
// back) a right or a context it does not hold itself; one tenant's administrator neither sees nor
// changes the mappings of other tenants, and gives no role through a mapping.

interface MappingJson {
  uid: string;
  group: string;
  roleName: string | null;
  contextKeys: string[];
  allContexts: boolean;
}

describeSso('who may edit the SSO mappings', (t) => {
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.server.app.inject(withCookie(cookie, { method, url: `/api/frontend/${url}`, payload }));
  const list = async (cookie: string) => (await call(cookie, 'GET', 'sso-mappings')).json().mappings as MappingJson[];
  const save = (cookie: string, payload: object) => call(cookie, 'POST', 'sso-mappings/save', payload);
  const remove = (cookie: string, uid: string) => call(cookie, 'POST', `sso-mappings/${uid}/delete`);
  const uidOf = async (group: string) => (await list(t.admin)).find((m) => m.group === group)!.uid;

  /** A person with this role (uid) and these contexts, created by the administrator; gives its cookie. */
  async function person(login: string, role: string, contexts: string[] | 'all'): Promise<string> {
    const created = await call(t.admin, 'POST', 'users/sendUserForm', {
      login,
      lastName: 'Test',
      firstName: 'Tina',
      email: null,
      password: 'geheim-123',
      role,
      visibleContextIds: contexts === 'all' ? [] : contexts,
      allContextsVisible: contexts === 'all',
      use2FA: false,
    });
    assert.equal(created.statusCode, 200, created.body);
    return loginCookie(t.server.app, login, 'geheim-123');
  }

  let manager: string;
  let nordAdmin: string;
  before(async () => {
    // Manages users and nothing else, in every context.
    manager = await person('pflege', await insertRole(t.server.db, 'Benutzerpflege', ['USERS', 'USERS_CHANGE']), 'all');
    // The administrator of one tenant: every right, NORDMARKT only.
    nordAdmin = await person('chef.nord', t.roleUid('Administrator'), ['NORDMARKT']);
  });

  it('lets a user manager map no group to a role with rights it lacks, so the group logs in with none', async () => {
    const refused = await save(manager, {
      group: 'konsole-betrieb',
      role: t.roleUid('Administrator'),
      contextKeys: [],
      allContexts: true,
    });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.match(refused.json().message, /nicht vergeben/);
    assert.equal((await list(t.admin)).length, 0, 'nothing saved');
    // The group's next login gets nothing from it.
    assert.equal((await ssoLogin(t.server.app, t.provider, 'olga.oidc')).headers.location, '/login?ssoError=noRole');

    // What it holds itself it may hand out.
    const own = await save(manager, {
      group: 'team-nord',
      role: t.roleUid('Betrachter'),
      contextKeys: ['NORDMARKT'],
      allContexts: false,
    });
    assert.equal(own.statusCode, 200, own.body);
    const login = await ssoLogin(t.server.app, t.provider, 'olga.oidc');
    assert.ok(sessionCookieOf(login), 'logged in as Betrachter');
  });

  it('lets a user manager neither change nor delete a mapping that gives rights it lacks', async () => {
    await t.map('konsole-betrieb', 'Administrator', [], true);
    const uid = await uidOf('konsole-betrieb');
    const before = await list(t.admin);
    const changed = await save(manager, {
      uid,
      group: 'konsole-betrieb',
      role: null,
      contextKeys: [],
      allContexts: true,
    });
    assert.equal(changed.statusCode, 403, changed.body);
    assert.equal((await remove(manager, uid)).statusCode, 403);
    assert.deepEqual(await list(t.admin), before, 'nothing changed');
  });

  it("shows one tenant's administrator only the mappings within its contexts", async () => {
    await t.map('team-sued', 'Betrachter', ['SUEDKAUF']);
    await t.map('team-ost', null, ['OSTBAU']);
    await t.map('nord-und-sued', null, ['NORDMARKT', 'SUEDKAUF']);
    await t.map('nord-leute', null, ['NORDMARKT']);
    const seen = (await list(nordAdmin)).map((m) => m.group);
    assert.deepEqual(seen, ['nord-leute', 'team-nord']);
    const all = (await list(t.admin)).map((m) => m.group);
    assert.ok(all.includes('team-sued') && all.includes('konsole-betrieb'));
  });

  it("lets one tenant's administrator map its groups to its own contexts only, and touch no other tenant's mapping", async () => {
    const before = await list(t.admin);
    const refusals: [object, number][] = [
      [{ group: 'fremd', role: null, contextKeys: ['SUEDKAUF'], allContexts: false }, 403],
      [{ group: 'fremd', role: null, contextKeys: ['NORDMARKT', 'SUEDKAUF'], allContexts: false }, 403],
      [{ group: 'fremd', role: null, contextKeys: [], allContexts: true }, 403],
      // A role reaches the group's members in other tenants' contexts too.
      [{ group: 'fremd', role: t.roleUid('Betrachter'), contextKeys: ['NORDMARKT'], allContexts: false }, 403],
      // Another tenant's mapping is answered as if there were none.
      [
        {
          uid: await uidOf('team-sued'),
          group: 'team-sued',
          role: null,
          contextKeys: ['NORDMARKT'],
          allContexts: false,
        },
        404,
      ],
      [
        {
          uid: await uidOf('nord-und-sued'),
          group: 'nord-und-sued',
          role: null,
          contextKeys: ['NORDMARKT'],
          allContexts: false,
        },
        404,
      ],
      [
        {
          uid: await uidOf('konsole-betrieb'),
          group: 'konsole-betrieb',
          role: null,
          contextKeys: ['NORDMARKT'],
          allContexts: false,
        },
        404,
      ],
      // Within its contexts, but giving a role: not its to take back.
      [
        {
          uid: await uidOf('team-nord'),
          group: 'team-nord',
          role: null,
          contextKeys: ['NORDMARKT'],
          allContexts: false,
        },
        403,
      ],
    ];
    for (const [payload, status] of refusals) {
      const reply = await save(nordAdmin, payload);
      assert.equal(reply.statusCode, status, `${JSON.stringify(payload)}: ${reply.body}`);
    }
    assert.equal((await remove(nordAdmin, await uidOf('team-sued'))).statusCode, 404);
    assert.equal((await remove(nordAdmin, await uidOf('konsole-betrieb'))).statusCode, 404);
    assert.equal((await remove(nordAdmin, await uidOf('team-nord'))).statusCode, 403);
    assert.deepEqual(await list(t.admin), before, 'nothing changed');

    const own = await save(nordAdmin, {
      group: 'nord-neu',
      role: null,
      contextKeys: ['NORDMARKT'],
      allContexts: false,
    });
    assert.equal(own.statusCode, 200, own.body);
    const uid = own.json().uid as string;
    const renamed = await save(nordAdmin, {
      uid,
      group: 'nord-filialen',
      role: null,
      contextKeys: ['NORDMARKT'],
      allContexts: false,
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal((await remove(nordAdmin, uid)).statusCode, 200);
    assert.equal((await remove(nordAdmin, await uidOf('nord-leute'))).statusCode, 200);
  });
});
