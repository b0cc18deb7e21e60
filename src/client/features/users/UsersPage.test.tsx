import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { User, UserForm } from '../../api';
import { Toasts } from '../../components/Toasts';
import { shownError } from '../../testing/forms';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { UsersPage } from './UsersPage';

const server = setupMswServer();

const admin: User = {
  uid: 'u1',
  login: 'admin',
  lastName: 'Admin',
  firstName: 'Anna',
  email: 'admin@example.com',
  role: 'r-admin',
  roleName: 'Administrator',
  visibleContextIds: [],
  allContextsVisible: true,
  use2FA: false,
};
const operator: User = {
  uid: 'u2',
  login: 'operator',
  lastName: 'Operator',
  firstName: 'Otto',
  email: null,
  role: 'r-operator',
  roleName: 'Operator',
  visibleContextIds: ['NORDMARKT'],
  allContextsVisible: false,
  use2FA: true,
};
const roles = [
  { value: 'r-admin', name: 'Administrator', description: 'Alle Rechte' },
  { value: 'r-viewer', name: 'Betrachter', description: 'Keine Rechte' },
];
const contexts = sessionFixture.contexts;
const qr = 'data:image/png;base64,iVBORw0KGgo=';

interface Calls {
  lists: URLSearchParams[];
  saves: UserForm[];
  deletes: string[];
  seeds: string[];
  verifies: unknown[];
}

/** The users calls; `saveReply` answers sendUserForm, `verified` the token check. */
function fakeServer({
  saveReply = () => HttpResponse.json({ uid: 'u-new' }),
  verified = true,
}: { saveReply?: () => Response; verified?: boolean } = {}) {
  const calls: Calls = { lists: [], saves: [], deletes: [], seeds: [], verifies: [] };
  server.use(
    http.get('/api/frontend/users', ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({ users: [admin, operator], total: 2, contexts, roles });
    }),
    http.get('/api/frontend/users/u2', () => HttpResponse.json(operator)),
    http.post('/api/frontend/users/sendUserForm', async ({ request }) => {
      calls.saves.push((await request.json()) as UserForm);
      return saveReply();
    }),
    http.delete('/api/frontend/users/:uid', ({ params }) => {
      calls.deletes.push(String(params.uid));
      return HttpResponse.json({ ok: true });
    }),
    http.get('/api/frontend/users/generate2FASeed/:login', ({ params }) => {
      calls.seeds.push(String(params.login));
      return HttpResponse.json({ seed2FA: 'NEWSEEDNEWSEED23', qrCode: qr });
    }),
    http.get('/api/frontend/users/qrcode/u2', () => HttpResponse.json({ seed2FA: 'STOREDSEEDSTORED', qrCode: qr })),
    http.post('/api/frontend/users/verify2FA', async ({ request }) => {
      calls.verifies.push(await request.json());
      return HttpResponse.json({ verified2FA: verified });
    }),
  );
  return calls;
}

function renderPage(session = sessionFixture) {
  const user = userEvent.setup();
  const view = renderAt(
    <>
      <UsersPage />
      <Toasts />
    </>,
    '/frontend/users',
    session,
  );
  return { user, ...view };
}

type Ui = ReturnType<typeof userEvent.setup>;

async function openNew(user: Ui) {
  await user.click(await screen.findByRole('button', { name: 'Neuer Benutzer' }));
  return screen.findByRole('dialog', { name: 'Neuer Benutzer' });
}

async function fillValidNewUser(user: Ui, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Benutzername'), 'erika');
  await user.type(within(dialog).getByLabelText('Vorname'), 'Erika');
  await user.type(within(dialog).getByLabelText('Nachname'), 'Muster');
  await user.type(within(dialog).getByLabelText('Passwort'), 'geheim-123');
  await user.selectOptions(within(dialog).getByLabelText('Rolle'), 'Betrachter');
}

describe('UsersPage', () => {
  it('lists users with role, contexts and 2FA, and sorts by a header', async () => {
    const calls = fakeServer();
    const { user, router } = renderPage();
    const table = await screen.findByRole('table', { name: 'Benutzer' });
    const row = (await within(table).findByRole('button', { name: 'operator' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['operator', 'Operator', 'Otto', '', 'Operator', 'Nordmarkt GmbH', 'aktiv', 'Löschen']);
    expect(within(table).getByRole('cell', { name: 'alle' })).toBeInTheDocument();
    expect(calls.lists[0]?.get('sortBy')).toBe('login');

    await user.click(screen.getByRole('button', { name: 'Nach Rolle sortieren' }));
    await user.click(screen.getByRole('button', { name: 'Nach Rolle sortieren' }));
    await waitFor(() => expect(router.state.location.search).toContain('sortDirection=desc'));
    await waitFor(() => expect(calls.lists.at(-1)?.get('sortBy')).toBe('roleName'));
    expect(calls.lists.at(-1)?.get('sortDirection')).toBe('desc');
  });

  it('without USERS_CHANGE a row opens nothing and there is no create or delete', async () => {
    const calls = fakeServer();
    const { user } = renderPage({ ...sessionFixture, rights: ['USERS'] });
    const cell = await screen.findByRole('cell', { name: 'operator' });
    await user.click(cell);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neuer Benutzer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /löschen/ })).not.toBeInTheDocument();
    expect(calls.saves).toEqual([]);
  });

  it('shows the spec messages of the user form and sends nothing invalid', async () => {
    const calls = fakeServer();
    const { user } = renderPage();
    const dialog = await openNew(user);
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(shownError(field('Benutzername'))).toBe('"Benutzername" ist ein Pflichtfeld');
    expect(shownError(field('Nachname'))).toBe('"Nachname" ist ein Pflichtfeld');
    expect(shownError(field('Vorname'))).toBe('"Vorname" ist ein Pflichtfeld');
    expect(shownError(field('Passwort'))).toBe('"Passwort" ist ein Pflichtfeld');
    expect(shownError(field('Rolle'))).toBe('"Rolle" ist ein Pflichtfeld');
    // The e-mail is optional.
    expect(shownError(field('E-Mail'))).toBeUndefined();

    await user.type(field('Benutzername'), 'ab');
    await user.type(field('E-Mail'), 'keine-adresse');
    await user.type(field('Passwort'), 'kurz');
    expect(shownError(field('Benutzername'))).toBe('"Benutzername" muss mindestens 3 Zeichen haben');
    expect(shownError(field('E-Mail'))).toBe('"E-Mail" muss eine gültige E-Mailadresse sein');
    expect(shownError(field('Passwort'))).toBe('"Passwort" muss mindestens 8 Zeichen haben');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(calls.saves).toEqual([]);
  });

  it('creates a user who sees chosen contexts', async () => {
    const calls = fakeServer();
    const { user } = renderPage();
    const dialog = await openNew(user);
    await fillValidNewUser(user, dialog);
    await user.type(within(dialog).getByLabelText('E-Mail'), 'erika@example.com');
    await user.click(within(dialog).getByLabelText('Ausgewählte Kontexte'));
    await user.click(within(dialog).getByLabelText('Südkauf AG (SUEDKAUF)'));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Der Benutzer wurde erfolgreich gespeichert!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.saves).toEqual([
      {
        uid: null,
        login: 'erika',
        lastName: 'Muster',
        firstName: 'Erika',
        email: 'erika@example.com',
        password: 'geheim-123',
        role: 'r-viewer',
        allContextsVisible: false,
        visibleContextIds: ['SUEDKAUF'],
        use2FA: false,
        seed2FA: null,
      },
    ]);
  });

  it('offers all contexts only to an administrator who sees all of them', async () => {
    fakeServer();
    const { user } = renderPage();
    expect(within(await openNew(user)).getByLabelText('Alle Kontexte')).toBeEnabled();
  });

  it('a limited administrator can only grant chosen contexts', async () => {
    fakeServer();
    const { user } = renderPage({ ...sessionFixture, user: { ...sessionFixture.user, allContextsVisible: false } });
    const dialog = await openNew(user);
    expect(within(dialog).getByLabelText('Alle Kontexte')).toBeDisabled();
    expect(within(dialog).getByLabelText('Ausgewählte Kontexte')).toBeChecked();
  });

  it.each([
    [409, 'Benutzername existiert bereits.'],
    [400, 'Es sind Validierungsfehler aufgetreten.'],
  ])('on a %i reply shows the spec message and keeps the dialog open', async (status, message) => {
    fakeServer({ saveReply: () => HttpResponse.json({ message: 'Serverseitig', value: 'erika' }, { status }) });
    const { user } = renderPage();
    const dialog = await openNew(user);
    await fillValidNewUser(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Der Benutzer wurde erfolgreich gespeichert!')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Benutzername')).toHaveValue('erika');
  });

  it('edits a user on a row click; the password may stay empty', async () => {
    const calls = fakeServer();
    const { user } = renderPage();
    await user.click(await screen.findByRole('cell', { name: 'Otto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer operator bearbeiten' });
    expect(await within(dialog).findByLabelText('Benutzername')).toHaveValue('operator');
    expect(within(dialog).getByLabelText('Nordmarkt GmbH (NORDMARKT)')).toBeChecked();
    expect(within(dialog).getByLabelText('Zwei-Faktor-Authentisierung')).toBeChecked();
    await user.click(within(dialog).getByLabelText('Alle Kontexte'));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.saves).toHaveLength(1));
    // The stored 2FA seed stays: the form sends none.
    expect(calls.saves[0]).toMatchObject({
      uid: 'u2',
      password: null,
      allContextsVisible: true,
      visibleContextIds: [],
      use2FA: true,
      seed2FA: null,
    });
  });

  it('deletes a user only after the confirmation', async () => {
    const calls = fakeServer();
    const { user } = renderPage();
    expect(await screen.findByRole('button', { name: 'Benutzer admin löschen' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Benutzer operator löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Benutzer löschen' });
    expect(confirm).toHaveTextContent('Wollen Sie den Benutzer operator wirklich löschen?');
    await user.click(within(confirm).getByRole('button', { name: 'Nein' }));
    expect(calls.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Benutzer operator löschen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Benutzer löschen' })).getByText('Ja'));
    expect(await screen.findByText('Der Benutzer wurde erfolgreich gelöscht!')).toBeInTheDocument();
    expect(calls.deletes).toEqual(['u2']);
  });

  describe('2FA in the dialog (spec 4)', () => {
    async function tickTwoFactor(user: Ui, dialog: HTMLElement) {
      const box = within(dialog).getByLabelText('Zwei-Faktor-Authentisierung');
      expect(box).toBeDisabled();
      await user.type(within(dialog).getByLabelText('Benutzername'), 'erika');
      expect(box).toBeEnabled();
      await user.click(box);
      const setup = await screen.findByRole('dialog', { name: 'Zwei-Faktor-Authentisierung einrichten' });
      const image = await within(setup).findByRole('img', { name: 'QR-Code für die Authenticator-App' });
      expect(image).toHaveAttribute('src', qr);
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['200', '200']);
      return { box, setup };
    }

    it('a verified token keeps the box ticked and the seed goes with the form', async () => {
      const calls = fakeServer();
      const { user } = renderPage();
      const dialog = await openNew(user);
      const { box, setup } = await tickTwoFactor(user, dialog);
      expect(calls.seeds).toEqual(['erika']);
      expect(within(setup).getByText('NEWSEEDNEWSEED23')).toBeInTheDocument();
      await user.type(within(setup).getByLabelText('Token'), '123456{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: /einrichten/ })).not.toBeInTheDocument());
      expect(calls.verifies).toEqual([{ params: { seed2FA: 'NEWSEEDNEWSEED23', token2FA: '123456' } }]);
      expect(box).toBeChecked();
      // The token's Enter submitted the token form only, not the (still incomplete) user form around
      // it, which would have marked its empty fields.
      expect(within(dialog).queryByText('Prüfen Sie Ihre Eingaben.')).not.toBeInTheDocument();
      expect(shownError(within(dialog).getByLabelText('Vorname'))).toBeUndefined();

      await user.type(within(dialog).getByLabelText('Vorname'), 'Erika');
      await user.type(within(dialog).getByLabelText('Nachname'), 'Muster');
      await user.type(within(dialog).getByLabelText('Passwort'), 'geheim-123');
      await user.selectOptions(within(dialog).getByLabelText('Rolle'), 'Betrachter');
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(calls.saves).toHaveLength(1));
      expect(calls.saves[0]).toMatchObject({ login: 'erika', use2FA: true, seed2FA: 'NEWSEEDNEWSEED23' });
    });

    it('a wrong token unticks the box with the spec message', async () => {
      const calls = fakeServer({ verified: false });
      const { user } = renderPage();
      const dialog = await openNew(user);
      const { box, setup } = await tickTwoFactor(user, dialog);
      await user.type(within(setup).getByLabelText('Token'), '000000');
      await user.click(within(setup).getByRole('button', { name: 'Bestätigen' }));
      expect(
        await screen.findByText('Die Aktivierung der Zwei-Faktor-Authentisierung ist fehlgeschlagen!'),
      ).toBeInTheDocument();
      await waitFor(() => expect(box).not.toBeChecked());
      expect(calls.verifies).toHaveLength(1);
    });

    it('cancel unticks the box and the form sends no seed', async () => {
      const calls = fakeServer();
      const { user } = renderPage();
      const dialog = await openNew(user);
      const { box, setup } = await tickTwoFactor(user, dialog);
      await user.click(within(setup).getByRole('button', { name: 'Abbrechen' }));
      await waitFor(() => expect(box).not.toBeChecked());
      expect(calls.verifies).toEqual([]);
      await user.type(within(dialog).getByLabelText('Vorname'), 'Erika');
      await user.type(within(dialog).getByLabelText('Nachname'), 'Muster');
      await user.type(within(dialog).getByLabelText('Passwort'), 'geheim-123');
      await user.selectOptions(within(dialog).getByLabelText('Rolle'), 'Betrachter');
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(calls.saves).toHaveLength(1));
      expect(calls.saves[0]).toMatchObject({ use2FA: false, seed2FA: null });
    });

    it('an existing user gets its stored seed; a failing seed call unticks with the spec message', async () => {
      fakeServer();
      server.use(http.get('/api/frontend/users/qrcode/u2', () => HttpResponse.json({ message: 'x' }, { status: 400 })));
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'operator' }));
      const dialog = await screen.findByRole('dialog', { name: 'Benutzer operator bearbeiten' });
      const box = await within(dialog).findByLabelText('Zwei-Faktor-Authentisierung');
      await user.click(box);
      expect(box).not.toBeChecked();
      await user.click(box);
      expect(
        await screen.findByText('Fehler beim Öffnen der Zwei-Faktor-Authentisierung Aktivierung!'),
      ).toBeInTheDocument();
      await waitFor(() => expect(box).not.toBeChecked());
    });
  });
});
