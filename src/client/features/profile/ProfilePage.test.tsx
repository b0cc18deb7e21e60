import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toasts } from '../../components/Toasts';
import { shownError } from '../../testing/forms';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { ProfilePage } from './ProfilePage';

const server = setupMswServer();
const qr = 'data:image/png;base64,iVBORw0KGgo=';

interface Calls {
  passwords: unknown[];
  verifies: unknown[];
  updates: unknown[];
}

/** The profile calls; each reply can be replaced per test. */
function fakeServer({
  passwordReply = () => HttpResponse.json({ passwordSet: true, message: 'Neues Passwort wurde gespeichert.' }),
  verified = true,
  updateReply = () => HttpResponse.json({ ok: true }),
}: { passwordReply?: () => Response; verified?: boolean; updateReply?: () => Response } = {}) {
  const calls: Calls = { passwords: [], verifies: [], updates: [] };
  server.use(
    http.post('/api/frontend/users/updatePassword', async ({ request }) => {
      calls.passwords.push(await request.json());
      return passwordReply();
    }),
    http.get('/api/frontend/users/qrcode/u1', () => HttpResponse.json({ seed2FA: 'JBSWY3DPEHPK3PXP', qrCode: qr })),
    http.post('/api/frontend/users/verify2FA', async ({ request }) => {
      calls.verifies.push(await request.json());
      return HttpResponse.json({ verified2FA: verified });
    }),
    http.post('/api/frontend/users/update2FA', async ({ request }) => {
      calls.updates.push(await request.json());
      return updateReply();
    }),
    // The sessions section has tests of its own (SessionsCard.test.tsx).
    http.get('/api/frontend/account/sessions', () => HttpResponse.json([])),
    // So has the API tokens section (ApiTokensCard.test.tsx).
    http.get('/api/frontend/tokens', () => HttpResponse.json({ tokens: [] })),
  );
  return calls;
}

function renderPage(session = sessionFixture) {
  const user = userEvent.setup();
  renderAt(
    <>
      <ProfilePage />
      <Toasts />
    </>,
    '/frontend/profile',
    session,
  );
  return user;
}

const field = (label: string) => screen.getByLabelText(label);

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, repeat = 'neues-passwort') {
  await user.type(field('Altes Passwort'), 'altes-passwort');
  await user.type(field('Neues Passwort'), 'neues-passwort');
  await user.type(field('Passwort wiederholen'), repeat);
}

describe('ProfilePage', () => {
  it('shows the account', () => {
    fakeServer();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByText('Anna Admin')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
  });

  describe('password change', () => {
    it('shows the field messages and sends nothing invalid', async () => {
      const calls = fakeServer();
      const user = renderPage();
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
      expect(await screen.findByText('Prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
      expect(shownError(field('Altes Passwort'))).toBe('"Altes Passwort" ist ein Pflichtfeld');
      expect(shownError(field('Neues Passwort'))).toBe('"Neues Passwort" ist ein Pflichtfeld');
      expect(shownError(field('Passwort wiederholen'))).toBe('"Passwort wiederholen" ist ein Pflichtfeld');

      await user.type(field('Neues Passwort'), 'kurz');
      await user.type(field('Passwort wiederholen'), 'kurz');
      expect(shownError(field('Neues Passwort'))).toBe('"Neues Passwort" muss mindestens 8 Zeichen haben');
      expect(shownError(field('Passwort wiederholen'))).toBe('"Passwort wiederholen" muss mindestens 8 Zeichen haben');

      await user.clear(field('Neues Passwort'));
      await user.clear(field('Passwort wiederholen'));
      await fillPasswords(user, 'anderes-passwort');
      await waitFor(() =>
        expect(shownError(field('Passwort wiederholen'))).toBe(
          '"Passwort wiederholen" muss mit "Neues Passwort" übereinstimmen',
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
      expect(calls.passwords).toEqual([]);
    });

    it('saves a valid change and empties the fields', async () => {
      const calls = fakeServer();
      const user = renderPage();
      await fillPasswords(user);
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Neues Passwort wurde gespeichert.')).toBeInTheDocument();
      expect(calls.passwords).toEqual([
        { oldPassword: 'altes-passwort', newPassword: 'neues-passwort', newPasswordRepeated: 'neues-passwort' },
      ]);
      await waitFor(() => expect(field('Altes Passwort')).toHaveValue(''));
    });

    it('a saved password shows the sessions without the others it ended', async () => {
      fakeServer();
      const session = { address: '10.1.2.3', createdAt: '2026-11-24T08:00:00Z', lastUsedAt: '2026-11-24T08:00:00Z' };
      const current = {
        ...session,
        id: 'a1',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0',
        current: true,
      };
      const other = { ...session, id: 'b2', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0', current: false };
      let sessions = [current, other];
      server.use(http.get('/api/frontend/account/sessions', () => HttpResponse.json(sessions)));
      const user = renderPage();
      expect(await screen.findByText('Firefox auf Windows')).toBeInTheDocument();
      sessions = [current];
      await fillPasswords(user);
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
      await waitFor(() => expect(screen.queryByText('Firefox auf Windows')).not.toBeInTheDocument());
      expect(screen.getByText('Chrome auf Linux')).toBeInTheDocument();
    });

    it('passwordSet false shows the server message and keeps the input', async () => {
      fakeServer({
        passwordReply: () => HttpResponse.json({ passwordSet: false, message: 'Das alte Passwort ist falsch.' }),
      });
      const user = renderPage();
      await fillPasswords(user);
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
      expect(await screen.findByText('Das alte Passwort ist falsch.')).toBeInTheDocument();
      expect(screen.queryByText('Neues Passwort wurde gespeichert.')).not.toBeInTheDocument();
      expect(field('Altes Passwort')).toHaveValue('altes-passwort');
    });

    it('a 500 gives the failure message', async () => {
      fakeServer({ passwordReply: () => HttpResponse.json({ message: 'kaputt' }, { status: 500 }) });
      const user = renderPage();
      await fillPasswords(user);
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
      expect(await screen.findByText('Fehler beim Speichern des Passworts.')).toBeInTheDocument();
    });
  });

  describe('2FA toggle', () => {
    async function tick(user: ReturnType<typeof userEvent.setup>) {
      const toggle = field('Zwei-Faktor-Authentisierung verwenden');
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      const setup = await screen.findByRole('dialog', { name: 'Zwei-Faktor-Authentisierung einrichten' });
      const image = await within(setup).findByRole('img', { name: 'QR-Code für die Authenticator-App' });
      expect(image).toHaveAttribute('src', qr);
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['200', '200']);
      expect(within(setup).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
      return { toggle, setup };
    }

    it('a verified token switches 2FA on', async () => {
      const calls = fakeServer();
      const user = renderPage();
      const { toggle, setup } = await tick(user);
      await user.click(within(setup).getByRole('button', { name: 'Bestätigen' }));
      expect(shownError(within(setup).getByLabelText('Bestätigungscode'))).toBe(
        '"Bestätigungscode" ist ein Pflichtfeld',
      );
      expect(calls.verifies).toEqual([]);
      await user.type(within(setup).getByLabelText('Bestätigungscode'), '123456');
      await user.click(within(setup).getByRole('button', { name: 'Bestätigen' }));

      expect(
        await screen.findByText('Die Zwei-Faktor-Authentisierung wurde erfolgreich aktualisiert'),
      ).toBeInTheDocument();
      expect(calls.verifies).toEqual([{ params: { seed2FA: 'JBSWY3DPEHPK3PXP', token2FA: '123456' } }]);
      expect(calls.updates).toEqual([{ use2FA: true, seed2FA: 'JBSWY3DPEHPK3PXP' }]);
      expect(toggle).toBeChecked();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('a wrong token unticks the box with its message and changes nothing', async () => {
      const calls = fakeServer({ verified: false });
      const user = renderPage();
      const { toggle, setup } = await tick(user);
      await user.type(within(setup).getByLabelText('Bestätigungscode'), '000000');
      await user.click(within(setup).getByRole('button', { name: 'Bestätigen' }));
      expect(
        await screen.findByText('Die Aktivierung der Zwei-Faktor-Authentisierung ist fehlgeschlagen!'),
      ).toBeInTheDocument();
      await waitFor(() => expect(toggle).not.toBeChecked());
      expect(calls.updates).toEqual([]);
    });

    it('cancel unticks the box and changes nothing', async () => {
      const calls = fakeServer();
      const user = renderPage();
      const { toggle, setup } = await tick(user);
      await user.click(within(setup).getByRole('button', { name: 'Abbrechen' }));
      await waitFor(() => expect(toggle).not.toBeChecked());
      expect(calls.verifies).toEqual([]);
      expect(calls.updates).toEqual([]);
    });

    it('pressing Abbrechen leaves the token field alone, so the button does not move under the pointer', async () => {
      fakeServer();
      const user = renderPage();
      const { setup } = await tick(user);
      const token = within(setup).getByLabelText('Bestätigungscode');
      await waitFor(() => expect(token).toHaveFocus());
      // The press alone: a blur here would show the token's message and push the footer down
      // before the mouse is released, and the click would land beside the button.
      await user.pointer({ keys: '[MouseLeft>]', target: within(setup).getByRole('button', { name: 'Abbrechen' }) });
      expect(token).toHaveFocus();
      expect(token).not.toHaveClass('is-invalid');
      await user.pointer({ keys: '[/MouseLeft]' });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('a cancel while the seed loads stays cancelled when the seed arrives', async () => {
      const calls = fakeServer();
      let release = () => undefined as void;
      const answered = new Promise<void>((resolve) => (release = resolve));
      let delivered = false;
      server.use(
        http.get('/api/frontend/users/qrcode/u1', async () => {
          await answered;
          delivered = true;
          return HttpResponse.json({ seed2FA: 'JBSWY3DPEHPK3PXP', qrCode: qr });
        }),
      );
      const user = renderPage();
      await user.click(field('Zwei-Faktor-Authentisierung verwenden'));
      const setup = await screen.findByRole('dialog', { name: 'Zwei-Faktor-Authentisierung einrichten' });
      await user.click(within(setup).getByRole('button', { name: 'Abbrechen' }));
      release();
      await waitFor(() => expect(delivered).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(field('Zwei-Faktor-Authentisierung verwenden')).not.toBeChecked();
      expect(calls.updates).toEqual([]);
    });

    it('a failing seed call unticks the box with its message', async () => {
      fakeServer();
      server.use(http.get('/api/frontend/users/qrcode/u1', () => HttpResponse.json({ message: 'x' }, { status: 400 })));
      const user = renderPage();
      await user.click(field('Zwei-Faktor-Authentisierung verwenden'));
      expect(
        await screen.findByText('Fehler beim Öffnen der Zwei-Faktor-Authentisierung Aktivierung!'),
      ).toBeInTheDocument();
      expect(field('Zwei-Faktor-Authentisierung verwenden')).not.toBeChecked();
    });

    it('a refused update says so and leaves the box unticked', async () => {
      fakeServer({ updateReply: () => HttpResponse.json({ message: 'nicht bestätigt' }, { status: 400 }) });
      const user = renderPage();
      const { toggle, setup } = await tick(user);
      await user.type(within(setup).getByLabelText('Bestätigungscode'), '123456');
      await user.click(within(setup).getByRole('button', { name: 'Bestätigen' }));
      expect(
        await screen.findByText('Die Zwei-Faktor-Authentisierung konnte nicht aktualisiert werden'),
      ).toBeInTheDocument();
      expect(toggle).not.toBeChecked();
    });

    it('unticking an active 2FA switches it off, which clears the seed', async () => {
      const calls = fakeServer();
      const user = renderPage({ ...sessionFixture, user: { ...sessionFixture.user, use2FA: true } });
      const toggle = field('Zwei-Faktor-Authentisierung verwenden');
      expect(toggle).toBeChecked();
      await user.click(toggle);
      expect(
        await screen.findByText('Die Zwei-Faktor-Authentisierung wurde erfolgreich aktualisiert'),
      ).toBeInTheDocument();
      expect(calls.updates).toEqual([{ use2FA: false, seed2FA: null }]);
      expect(toggle).not.toBeChecked();
    });
  });
});
