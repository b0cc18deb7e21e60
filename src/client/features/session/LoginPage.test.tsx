import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { setupMswServer } from '../../testing/msw';
import { LoginPage } from './LoginPage';

const server = setupMswServer();
const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/frontend/home', element: <h1>Startseite</h1> },
];
const noSession = () =>
  server.use(
    http.get('/api/frontend/ping', () => HttpResponse.json({ message: 'Nicht angemeldet.' }, { status: 401 })),
    http.get('/api/frontend/sso/config', () => HttpResponse.json({ provider: null, localLogin: true })),
  );

async function typeCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Benutzername'), 'secure');
  await user.type(screen.getByLabelText('Passwort'), 'demo-secure-2026');
}

describe('LoginPage', () => {
  it('shows title and version, submits with Enter and shows the server message', async () => {
    noSession();
    let sent: unknown;
    server.use(
      http.post('/api/frontend/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Benutzername oder Passwort ist falsch.' }, { status: 401 });
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/login?date=1', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kassen-Konsole' })).toBeInTheDocument();
    expect(screen.getByText('Version 1.5.2')).toBeInTheDocument();
    await typeCredentials(user);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Benutzername oder Passwort ist falsch.');
    expect(sent).toEqual({ login: 'secure', password: 'demo-secure-2026', token2FA: null });
  });

  it('opens the token dialog on missing2FAToken and logs in with the token', async () => {
    noSession();
    const tokens: unknown[] = [];
    server.use(
      http.post('/api/frontend/login', async ({ request }) => {
        const body = (await request.json()) as { token2FA: string | null };
        tokens.push(body.token2FA);
        if (body.token2FA === '123456') return HttpResponse.json(sessionFixture);
        return HttpResponse.json(
          {
            message: body.token2FA ? 'Der Bestätigungscode ist ungültig.' : 'Bitte geben Sie den Bestätigungscode ein.',
            missing2FAToken: true,
          },
          { status: 401 },
        );
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login', null);
    await typeCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zwei-Faktor-Authentisierung' });
    expect(dialog).toHaveTextContent('Bitte geben Sie den Bestätigungscode ein.');
    expect(screen.getByLabelText('Bestätigungscode')).toHaveFocus();
    expect(screen.getByLabelText('Bestätigungscode')).toHaveAttribute('inputmode', 'numeric');
    await user.type(screen.getByLabelText('Bestätigungscode'), '000000{Enter}');
    expect(await screen.findByText('Der Bestätigungscode ist ungültig.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await user.type(screen.getByLabelText('Bestätigungscode'), '123456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/frontend/home'));
    expect(tokens).toEqual([null, '000000', '123456']);
  });

  it('goes straight to home when the session check already succeeds', async () => {
    server.use(http.get('/api/frontend/ping', () => HttpResponse.json(sessionFixture)));
    const { router } = renderRoutes(routes, '/login', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/frontend/home'));
  });
});
