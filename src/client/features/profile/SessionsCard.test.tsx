import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OwnSession } from '../../api/account';
import { Toasts } from '../../components/Toasts';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { SessionsCard } from './SessionsCard';

const server = setupMswServer();

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
// Local times, so the expected texts hold in every time zone.
const at = (hour: number, minute: number) => new Date(2026, 10, 24, hour, minute).toISOString();

const current: OwnSession = {
  id: 'aaa111',
  userAgent: chromeOnLinux,
  address: '10.1.2.3',
  createdAt: at(8, 0),
  lastUsedAt: at(9, 5),
  current: true,
};
const other: OwnSession = {
  id: 'bbb222',
  userAgent: firefoxOnWindows,
  address: '2001:db8::7',
  createdAt: at(7, 30),
  lastUsedAt: at(8, 45),
  current: false,
};

/** The sessions API: the list as it stands, and the ids ending was asked for. */
function fakeServer(endReply: (id: string) => Response | undefined = () => undefined) {
  let sessions = [current, other];
  const ended: string[] = [];
  server.use(
    http.get('/api/frontend/account/sessions', () => HttpResponse.json(sessions)),
    http.delete('/api/frontend/account/sessions/:id', ({ params }) => {
      const id = String(params.id);
      ended.push(id);
      const reply = endReply(id);
      if (reply) return reply;
      sessions = sessions.filter((s) => s.id !== id);
      return HttpResponse.json({ ok: true });
    }),
  );
  return ended;
}

function renderCard() {
  const user = userEvent.setup();
  const view = renderAt(
    <>
      <SessionsCard />
      <Toasts />
    </>,
    '/frontend/profile',
  );
  return { user, ...view };
}

const items = async () => within(await screen.findByRole('list', { name: 'Sitzungen' })).getAllByRole('listitem');

describe('SessionsCard', () => {
  it('lists the sessions with browser, address and times, this one marked, each with Abmelden', async () => {
    fakeServer();
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Sitzungen' })).toBeInTheDocument();
    const [mine, theirs] = await items();

    expect(within(mine!).getByText('Chrome auf Linux')).toHaveAttribute('title', chromeOnLinux);
    expect(within(mine!).getByText('Diese Sitzung')).toBeInTheDocument();
    expect(mine).toHaveTextContent('Adresse:10.1.2.3');
    expect(mine).toHaveTextContent('Angemeldet:24.11.2026 08:00');
    expect(mine).toHaveTextContent('Zuletzt verwendet:24.11.2026 09:05');
    expect(
      within(mine!).getByRole('button', { name: 'Diese Sitzung Chrome auf Linux (10.1.2.3) abmelden' }),
    ).toHaveTextContent('Abmelden');

    expect(within(theirs!).getByText('Firefox auf Windows')).toHaveAttribute('title', firefoxOnWindows);
    expect(within(theirs!).queryByText('Diese Sitzung')).not.toBeInTheDocument();
    expect(theirs).toHaveTextContent('Adresse:2001:db8::7');
    expect(theirs).toHaveTextContent('Zuletzt verwendet:24.11.2026 08:45');
    expect(
      within(theirs!).getByRole('button', { name: 'Sitzung Firefox auf Windows (2001:db8::7) abmelden' }),
    ).toHaveTextContent('Abmelden');
  });

  it('ends another session from the keyboard, says so and shows the list without it', async () => {
    const ended = fakeServer();
    const { user } = renderCard();
    await items();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Sitzung Firefox auf Windows .* abmelden$/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Die Sitzung wurde abgemeldet.')).toBeInTheDocument();
    expect(ended).toEqual(['bbb222']);
    await waitFor(async () => expect(await items()).toHaveLength(1));
    expect(screen.queryByText('Firefox auf Windows')).not.toBeInTheDocument();
    expect(screen.getByText('Diese Sitzung')).toBeInTheDocument();
  });

  it("ends this session like the menu's logout: signed out, on the login page", async () => {
    const ended = fakeServer();
    let logouts = 0;
    server.use(
      http.get('/api/frontend/logout', () => {
        logouts += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, router, store } = renderCard();
    const [mine] = await items();
    await user.click(within(mine!).getByRole('button', { name: /^Diese Sitzung .* abmelden$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(logouts).toBe(1);
    expect(store.getState().session.data).toBeNull();
    expect(ended).toEqual([]);
  });

  it('a failed end says so and keeps the session listed', async () => {
    const ended = fakeServer(() => HttpResponse.json({ message: 'kaputt' }, { status: 500 }));
    const { user } = renderCard();
    const [, theirs] = await items();
    await user.click(within(theirs!).getByRole('button'));
    expect(await screen.findByText('Die Sitzung konnte nicht abgemeldet werden.')).toBeInTheDocument();
    expect(ended).toEqual(['bbb222']);
    expect(screen.getByText('Firefox auf Windows')).toBeInTheDocument();
  });

  it('a session without browser or address still shows', async () => {
    server.use(
      http.get('/api/frontend/account/sessions', () =>
        HttpResponse.json([{ ...other, userAgent: null, address: null }]),
      ),
    );
    renderCard();
    const [only] = await items();
    expect(within(only!).getByText('Unbekannter Browser')).not.toHaveAttribute('title');
    expect(only).toHaveTextContent('Adresse:unbekannt');
  });

  it('a list that cannot be loaded says so', async () => {
    server.use(http.get('/api/frontend/account/sessions', () => HttpResponse.json({ message: 'x' }, { status: 400 })));
    renderCard();
    expect(await screen.findByText('Die Sitzungen konnten nicht geladen werden.')).toBeInTheDocument();
  });
});
