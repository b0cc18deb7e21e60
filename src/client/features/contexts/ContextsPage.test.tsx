import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ContextForm, ContextListItem } from '../../api/contexts';
import { Toasts } from '../../components/Toasts';
import { shownError } from '../../testing/forms';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { ContextsPage } from './ContextsPage';

const server = setupMswServer();

const contexts: ContextListItem[] = [
  { uid: 'c-intern', key: 'INTERN', name: 'Interne Anwendung', type: 1 },
  { uid: 'c-nord', key: 'NORDMARKT', name: 'Nordmarkt GmbH', type: 2 },
];
const cashpointChecks = [
  { id: 'storeId', name: 'Filiale' },
  { id: 'posId', name: 'Kasse' },
];
const storeChecks = [
  { id: 'storeName', name: 'Filialname' },
  { id: 'lastsigmabackup', name: 'Letztes Backup' },
];
const nordmarkt: ContextForm = {
  uid: 'c-nord',
  key: 'NORDMARKT',
  name: 'Nordmarkt GmbH',
  type: 2,
  // Write-only since issue 46: the form never carries the agents' secret.
  hashSecret: null,
  allStoreChecksVisible: false,
  visibleStoreCheckIds: ['storeName'],
  allCashpointChecksVisible: true,
  visibleCashpointCheckIds: [],
};

/** The contexts calls; `saveReply` answers sendContextForm. Records list queries and saved bodies. */
function fakeServer(saveReply: () => Response = () => HttpResponse.json({ uid: 'c-new' })) {
  const calls = { lists: [] as URLSearchParams[], saves: [] as ContextForm[] };
  server.use(
    http.get('/api/frontend/contexts', ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({ contexts, contextCount: contexts.length, storeChecks, cashpointChecks });
    }),
    http.get('/api/frontend/contexts/c-nord', () => HttpResponse.json(nordmarkt)),
    http.post('/api/frontend/contexts/sendContextForm', async ({ request }) => {
      calls.saves.push((await request.json()) as ContextForm);
      return saveReply();
    }),
  );
  return calls;
}

function renderPage(session = sessionFixture, route = '/frontend/customers') {
  const user = userEvent.setup();
  const view = renderAt(
    <>
      <ContextsPage />
      <Toasts />
    </>,
    route,
    session,
  );
  return { user, ...view };
}

async function openNew(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Neuer Kontext' }));
  return screen.findByRole('dialog', { name: 'Neuer Kontext' });
}

describe('ContextsPage', () => {
  it('lists the contexts with their type, page size 10 of 10, 20, 50, and sorts by a header', async () => {
    const calls = fakeServer();
    const { user, router } = renderPage();
    const table = await screen.findByRole('table', { name: 'Kontexte' });
    expect(await within(table).findByRole('cell', { name: 'Nordmarkt GmbH' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Anwendung' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Kunde' })).toBeInTheDocument();
    const size = screen.getByLabelText('Einträge pro Seite');
    expect(size).toHaveValue('10');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50']);
    expect(calls.lists[0]?.get('size')).toBe('10');
    expect(calls.lists[0]?.get('sortBy')).toBe('key');

    await user.click(screen.getByRole('button', { name: 'Nach Name sortieren' }));
    await waitFor(() => expect(router.state.location.search).toContain('sortBy=name'));
    await waitFor(() => expect(calls.lists.at(-1)?.get('sortBy')).toBe('name'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('without CONTEXTS_CHANGE offers no new context and disables editing', async () => {
    fakeServer();
    renderPage({ ...sessionFixture, rights: ['CONTEXTS'] });
    const edit = await screen.findByRole('button', { name: 'Kontext NORDMARKT bearbeiten' });
    expect(edit).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Neuer Kontext' })).not.toBeInTheDocument();
  });

  it('checks the fields of a new context, the hashSecret only for a Kunde, and sends nothing invalid', async () => {
    const calls = fakeServer();
    const { user } = renderPage();
    const dialog = await openNew(user);
    // A new context is of type 2 (Kunde).
    expect(within(dialog).getByLabelText('Typ')).toHaveValue('2');

    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(shownError(field('Schlüssel'))).toBe('"Schlüssel" ist ein Pflichtfeld');
    expect(shownError(field('Name'))).toBe('"Name" ist ein Pflichtfeld');
    expect(shownError(field('Hash-Secret'))).toBe('"Hash-Secret" ist ein Pflichtfeld');

    await user.type(field('Schlüssel'), 'N');
    await user.type(field('Name'), 'X');
    await user.type(field('Hash-Secret'), 'kurz');
    expect(shownError(field('Schlüssel'))).toBe('"Schlüssel" muss mindestens 2 Zeichen haben');
    expect(shownError(field('Name'))).toBe('"Name" muss mindestens 2 Zeichen haben');
    expect(shownError(field('Hash-Secret'))).toBe('"Hash-Secret" muss mindestens 10 Zeichen haben');

    // Type 1 (Anwendung) does not check the secret; back to Kunde it does again.
    await user.selectOptions(field('Typ'), 'Anwendung');
    await waitFor(() => expect(shownError(field('Hash-Secret (optional)'))).toBeUndefined());
    expect(field('Hash-Secret (optional)')).toHaveValue('kurz');
    await user.selectOptions(field('Typ'), 'Kunde');
    await waitFor(() =>
      expect(shownError(field('Hash-Secret'))).toBe('"Hash-Secret" muss mindestens 10 Zeichen haben'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(calls.saves).toEqual([]);
    expect(dialog).toBeInTheDocument();
  });

  it('saves a new Anwendung without a secret, closes the dialog and reloads the list', async () => {
    const calls = fakeServer();
    const { user } = renderPage();
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText('Schlüssel'), '  LABOR ');
    await user.type(within(dialog).getByLabelText('Name'), 'Labor');
    await user.selectOptions(within(dialog).getByLabelText('Typ'), 'Anwendung');
    const storeList = within(dialog).getByRole('group', { name: 'STORE-Checks' });
    await user.click(within(storeList).getByLabelText('Alle STORE-Checks sichtbar'));
    // Leaving 'all visible' starts from every check; one is then unticked.
    expect(within(storeList).getByLabelText('Filialname')).toBeChecked();
    await user.click(within(storeList).getByLabelText('Letztes Backup'));
    const listsBefore = calls.lists.length;
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Der Kontext wurde erfolgreich gespeichert!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.saves).toEqual([
      {
        uid: null,
        key: 'LABOR',
        name: 'Labor',
        type: 1,
        hashSecret: null,
        allStoreChecksVisible: false,
        visibleStoreCheckIds: ['storeName'],
        allCashpointChecksVisible: true,
        visibleCashpointCheckIds: [],
      },
    ]);
    await waitFor(() => expect(calls.lists.length).toBeGreaterThan(listsBefore));
  });

  it('edits a context with its saved values and check lists', async () => {
    const calls = fakeServer();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Kontext NORDMARKT bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontext NORDMARKT bearbeiten' });
    // The stored secret stands masked; left so, the save keeps it (null).
    expect(await within(dialog).findByLabelText('Hash-Secret')).toHaveValue('');
    expect(within(dialog).getByLabelText('Hash-Secret')).toHaveAttribute('placeholder', '••••••');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Nordmarkt GmbH');
    const storeList = within(dialog).getByRole('group', { name: 'STORE-Checks' });
    expect(within(storeList).getByLabelText('Filialname')).toBeChecked();
    expect(within(storeList).getByLabelText('Letztes Backup')).not.toBeChecked();
    // With 'all visible' on, the cashpoint list shows every check ticked and cannot be changed.
    const cashpointList = within(dialog).getByRole('group', { name: 'Kassen-Checks' });
    expect(within(cashpointList).getByLabelText('Kasse')).toBeChecked();
    expect(within(cashpointList).getByLabelText('Kasse')).toBeDisabled();

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Nordmarkt Handels GmbH');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.saves).toHaveLength(1));
    expect(calls.saves[0]).toMatchObject({
      uid: 'c-nord',
      key: 'NORDMARKT',
      name: 'Nordmarkt Handels GmbH',
      hashSecret: null,
    });
  });

  it("shows the masked agents' secret only on 'Anzeigen', asking the server (which audits it)", async () => {
    const calls = fakeServer();
    const shown: string[] = [];
    server.use(
      http.post('/api/frontend/contexts/:uid/secret', ({ params }) => {
        shown.push(String(params.uid));
        return HttpResponse.json({ hashSecret: 'geheimnis-nordmarkt' });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Kontext NORDMARKT bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontext NORDMARKT bearbeiten' });
    const field = await within(dialog).findByLabelText('Hash-Secret');
    expect(field).toHaveValue('');
    expect(shown).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Hash-Secret anzeigen' }));
    await waitFor(() => expect(field).toHaveValue('geheimnis-nordmarkt'));
    expect(shown).toEqual(['c-nord']);
    expect(within(dialog).getByRole('button', { name: 'Hash-Secret anzeigen' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.saves).toHaveLength(1));
    expect(calls.saves[0]).toMatchObject({ uid: 'c-nord', hashSecret: 'geheimnis-nordmarkt' });
  });

  it.each([
    // The 409 message is built from the reply's value field, not taken from its message.
    [409, { message: 'Konflikt', value: 'NORDMARKT' }, 'NORDMARKT existiert bereits!'],
    [400, { message: '"Name" ist ein Pflichtfeld' }, 'Es sind Validierungsfehler aufgetreten!'],
    [502, { message: 'Bad Gateway' }, 'Es ist ein Fehler aufgetreten! Bitte wenden Sie sich an den Administrator.'],
  ])('on a %i reply shows its message and keeps the dialog open', async (status, body, message) => {
    fakeServer(() => HttpResponse.json(body, { status }));
    const { user } = renderPage();
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText('Schlüssel'), 'NORDMARKT');
    await user.type(within(dialog).getByLabelText('Name'), 'Zweiter Nordmarkt');
    await user.type(within(dialog).getByLabelText('Hash-Secret'), 'ein-langes-geheimnis');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Der Kontext wurde erfolgreich gespeichert!')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Neuer Kontext' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Schlüssel')).toHaveValue('NORDMARKT');
  });

  it('is used by keyboard: the new dialog opens, its first field has focus and Escape closes it', async () => {
    fakeServer();
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'Neuer Kontext' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Kontext' });
    await waitFor(() => expect(within(dialog).getByLabelText('Schlüssel')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
