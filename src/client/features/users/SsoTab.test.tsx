import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SsoMapping, SsoMappingInput, SsoTestResult } from '../../api/sso';
import { sessionFixture } from '../../testing/render';
import { allRights } from '../../../shared/rights';
import { fakeServer, renderPage, server } from './usersKit';

const nord: SsoMapping = {
  uid: 'm1',
  group: 'team-nord',
  role: 'r-viewer',
  roleName: 'Betrachter',
  contextKeys: ['NORDMARKT'],
  allContexts: false,
};
const result: SsoTestResult = {
  at: '2026-11-27T08:00:00.000Z',
  refused: null,
  claims: { sub: 'sub-olga', email: 'olga@example.com' },
  login: 'olga.oidc',
  groups: ['team-nord'],
  role: 'Betrachter',
  contextKeys: ['NORDMARKT'],
  allContexts: false,
};

function fakeSso(testResult: SsoTestResult | null = null) {
  const saves: SsoMappingInput[] = [];
  const deletes: string[] = [];
  let mappings = [nord];
  server.use(
    http.get('/api/frontend/roles', () =>
      HttpResponse.json({
        roles: [
          {
            uid: 'r-admin',
            name: 'Administrator',
            description: '',
            rights: [...allRights],
            builtin: true,
            userCount: 1,
          },
          { uid: 'r-viewer', name: 'Betrachter', description: '', rights: [], builtin: true, userCount: 1 },
        ],
        rights: [],
      }),
    ),
    http.get('/api/frontend/sso-mappings', () =>
      HttpResponse.json({ provider: { name: 'Firmen-SSO', issuer: 'https://sso.example' }, mappings }),
    ),
    http.get('/api/frontend/sso/test-result', () => HttpResponse.json({ result: testResult })),
    http.post('/api/frontend/sso-mappings/save', async ({ request }) => {
      const input = (await request.json()) as SsoMappingInput;
      saves.push(input);
      if (input.group === 'team-nord' && !input.uid)
        return HttpResponse.json({ message: 'Für diese Gruppe gibt es schon eine Zuordnung.' }, { status: 409 });
      const saved = { ...nord, ...input, uid: 'm2', roleName: 'Administrator' } as SsoMapping;
      mappings = [...mappings, saved];
      return HttpResponse.json(saved);
    }),
    http.post('/api/frontend/sso-mappings/:uid/delete', ({ params }) => {
      deletes.push(String(params.uid));
      mappings = mappings.filter((m) => m.uid !== params.uid);
      return HttpResponse.json({ ok: true });
    }),
  );
  return { saves, deletes };
}

async function openTab(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Anmeldung über Identitätsanbieter' }));
  return screen.findByRole('table', { name: 'Anmeldung über Identitätsanbieter' });
}

describe("the users page's SSO tab", () => {
  it('lists the mappings, adds one and shows the German 409 of a group mapped already', async () => {
    fakeServer();
    const calls = fakeSso();
    const { user, router } = renderPage();
    const table = await openTab(user);
    expect(router.state.location.search).toContain('tab=sso');
    expect(screen.getByText('Anbieter: Firmen-SSO (https://sso.example)')).toBeInTheDocument();
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 3).map((c) => c.textContent)).toEqual(['team-nord', 'Betrachter', 'Nordmarkt GmbH']);

    await user.click(screen.getByRole('button', { name: 'Zuordnung hinzufügen' }));
    await user.type(screen.getByLabelText('Gruppe'), 'team-nord');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Für diese Gruppe gibt es schon eine Zuordnung.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Gruppe'));
    await user.type(screen.getByLabelText('Gruppe'), 'konsole-admins');
    await user.selectOptions(screen.getByLabelText('Rolle'), 'Administrator');
    await user.click(screen.getByLabelText('Alle Kontexte'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByText('konsole-admins')).toBeInTheDocument());
    expect(calls.saves.at(-1)).toEqual({
      group: 'konsole-admins',
      role: 'r-admin',
      contextKeys: [],
      allContexts: true,
    });
  });

  it('deletes a mapping after asking', async () => {
    fakeServer();
    const calls = fakeSso();
    const { user } = renderPage();
    await openTab(user);
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Zuordnung der Gruppe "team-nord" löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(calls.deletes).toEqual(['m1']));
  });

  it("offers the 'Testanmeldung' and shows what the provider sent", async () => {
    fakeServer();
    fakeSso(result);
    const { user } = renderPage();
    await openTab(user);
    expect(await screen.findByRole('link', { name: 'Testanmeldung starten' })).toHaveAttribute(
      'href',
      '/api/frontend/sso/test-login',
    );
    const shown = await screen.findByRole('region', { name: 'Testanmeldung' });
    expect(shown).toHaveTextContent('olga.oidc');
    expect(shown).toHaveTextContent('team-nord');
    expect(shown).toHaveTextContent('Betrachter');
    expect(shown).toHaveTextContent('"email": "olga@example.com"');
  });
});

describe('the SSO tab offers only what the editor may give', () => {
  const optionsOf = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('offers a user manager only roles whose rights it holds, and no change of a mapping beyond them', async () => {
    fakeServer();
    fakeSso();
    const { user } = renderPage({ ...sessionFixture, rights: ['USERS', 'USERS_CHANGE'], isAdmin: false });
    const table = await openTab(user);
    await user.click(screen.getByRole('button', { name: 'Zuordnung hinzufügen' }));
    await waitFor(() => expect(optionsOf(screen.getByLabelText('Rolle'))).toEqual(['(keine Rolle)', 'Betrachter']));
    expect(screen.getByLabelText('Alle Kontexte')).toBeEnabled();
    // team-nord gives Betrachter (no rights): it may change it.
    expect(within(table).getByRole('button', { name: 'Bearbeiten' })).toBeEnabled();
  });

  it("offers one tenant's administrator no role and not all contexts, and no change of a mapping with a role", async () => {
    fakeServer();
    fakeSso();
    const tenant = { ...sessionFixture, user: { ...sessionFixture.user, allContextsVisible: false } };
    const { user } = renderPage(tenant);
    const table = await openTab(user);
    expect(within(table).getByRole('button', { name: 'Bearbeiten' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Löschen' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zuordnung hinzufügen' }));
    expect(screen.getByLabelText('Rolle')).toBeDisabled();
    expect(optionsOf(screen.getByLabelText('Rolle'))).toEqual(['(keine Rolle)']);
    expect(screen.getByText('Eine Rolle ordnet nur zu, wer alle Kontexte sieht.')).toBeInTheDocument();
    expect(screen.getByLabelText('Alle Kontexte')).toBeDisabled();
  });
});

describe("the user dialog's 'Notfallzugang'", () => {
  it('is sent only once ticked, so a save without it keeps what is stored', async () => {
    const calls = fakeServer();
    const { user } = renderPage();
    await user.click(await screen.findByRole('cell', { name: 'Otto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer operator bearbeiten' });
    const flag = await within(dialog).findByLabelText('Notfallzugang');
    expect(flag).not.toBeChecked();
    await user.click(flag);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.saves).toHaveLength(1));
    expect(calls.saves[0]).toMatchObject({ uid: 'u2', emergencyAccess: true });
  });
});
