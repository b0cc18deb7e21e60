import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ServiceAccount, ServiceAccountForm } from '../../api/service-accounts';
import type { ApiToken, TokenForm } from '../../api/tokens';
import { shownError } from '../../testing/forms';
import { sessionFixture } from '../../testing/render';
import { fakeServer, renderPage, server } from './usersKit';

const nightly: ServiceAccount = {
  uid: 'sa1',
  name: 'nightly-export',
  purpose: 'Nächtlicher CSV-Export',
  owner: 'admin',
  ownerName: 'Anna Admin',
  role: 'r-viewer',
  roleName: 'Betrachter',
  rights: ['AUDIT'],
  visibleContextIds: ['NORDMARKT'],
  allContextsVisible: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  tokenCount: 1,
};
const orphan: ServiceAccount = {
  ...nightly,
  uid: 'sa2',
  name: 'ticket-bot',
  owner: null,
  ownerName: null,
  allContextsVisible: true,
  tokenCount: 0,
};
const token: ApiToken = {
  uid: 't1',
  name: 'Export',
  prefix: 'kk_Srv00001',
  rights: [],
  contextIds: null,
  readOnly: true,
  expiresAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  createdBy: 'admin',
  revokedAt: null,
  lastUsedAt: null,
  lastUsedAddress: null,
  lastUsedClient: null,
};

/** The service accounts and tokens calls beside the users list. */
function fakeAccounts() {
  const calls = {
    saves: [] as ServiceAccountForm[],
    deletes: [] as string[],
    tokenLists: [] as string[],
    creations: [] as TokenForm[],
  };
  let accounts = [nightly, orphan];
  server.use(
    http.get('/api/frontend/service-accounts', () => HttpResponse.json({ serviceAccounts: accounts })),
    http.post('/api/frontend/service-accounts/save', async ({ request }) => {
      const form = (await request.json()) as ServiceAccountForm;
      calls.saves.push(form);
      if (form.name === 'admin') return HttpResponse.json({ message: 'vergeben' }, { status: 409 });
      return HttpResponse.json({ uid: 'sa3' });
    }),
    http.post('/api/frontend/service-accounts/:uid/delete', ({ params }) => {
      calls.deletes.push(String(params.uid));
      accounts = accounts.filter((a) => a.uid !== params.uid);
      return HttpResponse.json({ ok: true });
    }),
    http.get('/api/frontend/tokens', ({ request }) => {
      calls.tokenLists.push(new URL(request.url).searchParams.get('serviceAccountUid') ?? '');
      return HttpResponse.json({ tokens: [token] });
    }),
    http.post('/api/frontend/tokens/create', async ({ request }) => {
      calls.creations.push((await request.json()) as TokenForm);
      return HttpResponse.json({
        uid: 't2',
        token: 'kk_Srv00002_geheimgeheimgeheimgeheimgeheim12',
        prefix: 'kk_Srv00002',
        expiresAt: null,
      });
    }),
  );
  return calls;
}

async function openTab(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Servicekonten' }));
  return screen.findByRole('table', { name: 'Servicekonten' });
}

describe('Servicekonten', () => {
  it('is a tab for USERS_CHANGE only, kept in the URL, listing name, purpose, owner, role, contexts and tokens', async () => {
    fakeServer();
    fakeAccounts();
    const { user, router } = renderPage();
    expect(await screen.findByRole('tab', { name: 'Benutzer', selected: true })).toBeInTheDocument();
    const table = await openTab(user);
    expect(router.state.location.search).toContain('tab=service-accounts');
    // The users' 'Neuer Benutzer' belongs to the other tab.
    expect(screen.queryByRole('button', { name: 'Neuer Benutzer' })).not.toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 6),
    ).toEqual(['nightly-export', 'Nächtlicher CSV-Export', 'Anna Admin', 'Betrachter', 'Nordmarkt GmbH', '1']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(2, 5),
    ).toEqual(['niemand', 'Betrachter', 'alle']);
  });

  it('without USERS_CHANGE there is no tab and no call', async () => {
    fakeServer();
    const calls = fakeAccounts();
    renderPage({ ...sessionFixture, rights: ['USERS'] });
    await screen.findByRole('table', { name: 'Benutzer' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(calls.tokenLists).toEqual([]);
  });

  it('checks the dialog before saving, says when the name is taken, and sends a valid account', async () => {
    fakeServer();
    const calls = fakeAccounts();
    const { user } = renderPage();
    await openTab(user);
    await user.click(screen.getByRole('button', { name: 'Neues Servicekonto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Servicekonto' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(shownError(field('Name'))).toBe('"Name" ist ein Pflichtfeld');
    expect(shownError(field('Zweck'))).toBe('"Zweck" ist ein Pflichtfeld');
    expect(shownError(field('Rolle'))).toBe('"Rolle" ist ein Pflichtfeld');
    await user.type(field('Name'), 'Gross Name');
    expect(shownError(field('Name'))).toMatch(/darf nur Kleinbuchstaben/);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'ab');
    expect(shownError(field('Name'))).toBe('"Name" muss mindestens 3 Zeichen haben');
    expect(calls.saves).toEqual([]);

    await user.clear(field('Name'));
    await user.type(field('Name'), 'admin');
    await user.type(field('Zweck'), 'Tickets öffnen Rollouts');
    await user.selectOptions(field('Rolle'), 'Betrachter');
    await user.click(within(dialog).getByLabelText('Südkauf AG (SUEDKAUF)'));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Dieser Name wird bereits von einem Benutzer oder Servicekonto verwendet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Neues Servicekonto' })).toBeInTheDocument();

    await user.clear(field('Name'));
    await user.type(field('Name'), 'ticket-sync');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das Servicekonto wurde gespeichert.')).toBeInTheDocument();
    expect(calls.saves.at(-1)).toEqual({
      uid: null,
      name: 'ticket-sync',
      purpose: 'Tickets öffnen Rollouts',
      role: 'r-viewer',
      allContextsVisible: false,
      visibleContextIds: ['SUEDKAUF'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits an account with its values and deletes one after asking', async () => {
    fakeServer();
    const calls = fakeAccounts();
    const { user } = renderPage();
    await openTab(user);
    await user.click(screen.getByRole('button', { name: 'Servicekonto nightly-export bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Servicekonto nightly-export bearbeiten' });
    expect(within(dialog).getByLabelText('Zweck')).toHaveValue('Nächtlicher CSV-Export');
    expect(within(dialog).getByLabelText('Nordmarkt GmbH (NORDMARKT)')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.saves).toHaveLength(1));
    expect(calls.saves[0]).toMatchObject({ uid: 'sa1', name: 'nightly-export' });

    await user.click(await screen.findByRole('button', { name: 'Servicekonto ticket-bot löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Servicekonto ticket-bot löschen' });
    expect(confirm).toHaveTextContent('Wollen Sie das Servicekonto ticket-bot wirklich löschen?');
    // Safe by default (issue 46): 'Nein' has the focus; deleting takes the other button.
    expect(within(confirm).getByRole('button', { name: 'Nein' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Das Servicekonto wurde gelöscht.')).toBeInTheDocument();
    expect(calls.deletes).toEqual(['sa2']);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Servicekonto ticket-bot löschen' })).not.toBeInTheDocument(),
    );
  });

  it("shows an account's tokens and creates one that never expires, with the warning", async () => {
    fakeServer();
    const calls = fakeAccounts();
    const { user } = renderPage();
    await openTab(user);
    await user.click(screen.getByRole('button', { name: 'API-Tokens von Servicekonto nightly-export' }));
    expect(await screen.findByRole('heading', { name: 'API-Tokens von nightly-export' })).toHaveFocus();
    const list = await screen.findByRole('list', { name: 'API-Tokens von Servicekonto nightly-export' });
    expect(list).toHaveTextContent('kk_Srv00001');
    expect(list).toHaveTextContent('Läuft ab:Läuft nie ab');
    expect(calls.tokenLists).toEqual(['sa1']);

    await user.click(screen.getByRole('button', { name: 'Token erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Token erstellen' });
    // Its role's rights are offered, not the administrator's.
    expect(within(dialog).getByLabelText('Protokoll ansehen (AUDIT)')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/USERS_CHANGE/)).not.toBeInTheDocument();
    // The account sees Nordmarkt only, so only it is offered.
    await user.click(within(dialog).getByLabelText('Ausgewählte Kontexte'));
    expect(within(dialog).getByLabelText('Nordmarkt GmbH (NORDMARKT)')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Südkauf AG (SUEDKAUF)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Nordmarkt GmbH (NORDMARKT)'));
    await user.type(within(dialog).getByLabelText('Name'), 'Für immer');
    await user.click(within(dialog).getByLabelText('Läuft nie ab'));
    expect(within(dialog).getByText(/bleibt gültig, bis es widerrufen wird/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Gültig für Tage')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    const shown = await screen.findByRole('dialog', { name: 'Nur jetzt sichtbar' });
    expect(shown).toHaveTextContent('Läuft nie ab.');
    expect(calls.creations).toEqual([
      {
        name: 'Für immer',
        rights: [],
        contextIds: ['NORDMARKT'],
        readOnly: false,
        expiresInDays: null,
        serviceAccountUid: 'sa1',
      },
    ]);
  });
});
