import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '../../testing/render';
import { setupMswServer } from '../../testing/msw';
import { LoginPage } from './LoginPage';

const server = setupMswServer();
const routes = [{ path: '/login', element: <LoginPage /> }];

function answers(config: object) {
  server.use(
    http.get('/api/frontend/ping', () => HttpResponse.json({ message: 'Nicht angemeldet.' }, { status: 401 })),
    http.get('/api/frontend/sso/config', () => HttpResponse.json(config)),
  );
}

describe('login through the OpenID Provider on the login page', () => {
  it("offers 'Anmelden mit <name>' as a link to the console's SSO login", async () => {
    answers({ provider: { name: 'Firmen-SSO' }, localLogin: true });
    renderRoutes(routes, '/login', null);
    const link = await screen.findByRole('link', { name: 'Anmelden mit Firmen-SSO' });
    expect(link).toHaveAttribute('href', '/api/frontend/sso/login');
    expect(screen.getByText('oder mit lokalem Konto')).toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername')).toBeInTheDocument();
  });

  it('says when password login is only for emergency accounts', async () => {
    answers({ provider: { name: 'Firmen-SSO' }, localLogin: false });
    renderRoutes(routes, '/login', null);
    expect(await screen.findByText(/nur Notfallzugänge mit 2FA/)).toBeInTheDocument();
  });

  it('offers no button without a provider', async () => {
    answers({ provider: null, localLogin: true });
    renderRoutes(routes, '/login', null);
    expect(await screen.findByLabelText('Benutzername')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Anmelden mit/ })).not.toBeInTheDocument();
  });

  it('shows the German reason of a refused SSO login', async () => {
    answers({ provider: { name: 'Firmen-SSO' }, localLogin: true });
    renderRoutes(routes, '/login?ssoError=token', null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Antwort des Identitätsanbieters war ungültig (Token abgelehnt). Die Anmeldung wurde verweigert.',
    );
  });

  it('shows a general reason for an unknown code', async () => {
    answers({ provider: null, localLogin: true });
    renderRoutes(routes, '/login?ssoError=<b>x</b>', null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Anmeldung über den Identitätsanbieter ist fehlgeschlagen.',
    );
  });

  it.each(['__proto__', 'constructor', 'toString'])(
    'shows the general reason for the code %s, which names a member of every object',
    async (code) => {
      answers({ provider: null, localLogin: true });
      renderRoutes(routes, `/login?ssoError=${code}`, null);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Die Anmeldung über den Identitätsanbieter ist fehlgeschlagen.',
      );
      expect(screen.getByLabelText('Benutzername')).toBeInTheDocument();
    },
  );
});
