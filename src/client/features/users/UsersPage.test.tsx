import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { shownError } from '../../testing/forms';
import { sessionFixture } from '../../testing/render';
import { fillValidNewUser, openNew } from '../../testing/usersKit';
import { fakeServer, renderPage } from './usersKit';

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
    // Nor the role editor, which needs USERS_CHANGE too.
    expect(screen.queryByRole('link', { name: 'Rollen' })).not.toBeInTheDocument();
    expect(calls.saves).toEqual([]);
  });

  it('leads to the role editor beside the users (USERS_CHANGE)', async () => {
    fakeServer();
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Rollen' }));
    expect(router.state.location.pathname).toBe('/frontend/roles');
  });

  it('shows the field messages of the user form and sends nothing invalid', async () => {
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
  ])('on a %i reply shows its message and keeps the dialog open', async (status, message) => {
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
    const confirm = await screen.findByRole('dialog', { name: 'Benutzer operator löschen' });
    expect(confirm).toHaveTextContent('Wollen Sie den Benutzer operator wirklich löschen?');
    await user.click(within(confirm).getByRole('button', { name: 'Nein' }));
    expect(calls.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Benutzer operator löschen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Benutzer operator löschen' })).getByText('Ja'));
    expect(await screen.findByText('Der Benutzer wurde erfolgreich gelöscht!')).toBeInTheDocument();
    expect(calls.deletes).toEqual(['u2']);
  });
});
