import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { shownError } from '../../testing/forms';
import { openNew, qr, type Ui } from '../../testing/usersKit';
import { fakeServer, renderPage, server } from './usersKit';

describe('UsersPage: 2FA in the user dialog', () => {
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
    await user.type(within(setup).getByLabelText('Bestätigungscode'), '123456{Enter}');
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

  it('a wrong token unticks the box with its message', async () => {
    const calls = fakeServer({ verified: false });
    const { user } = renderPage();
    const dialog = await openNew(user);
    const { box, setup } = await tickTwoFactor(user, dialog);
    await user.type(within(setup).getByLabelText('Bestätigungscode'), '000000');
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

  it("an existing user's new seed comes from the QR code call; a failing one unticks with its message", async () => {
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
