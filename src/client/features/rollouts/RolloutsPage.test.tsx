import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toasts } from '../../components/Toasts';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { rolloutDetail } from '../../testing/rolloutsKit';
import { fakeRolloutServer } from './rolloutServer';
import { RolloutsPage } from './RolloutsPage';
import { formatDateTime } from '../../../shared/dates';

const server = setupMswServer();

function open(route = '/frontend/rollouts?contextId=NORDMARKT&uid=ro-1', session = sessionFixture) {
  const user = userEvent.setup();
  const view = renderAt(
    <>
      <RolloutsPage />
      <Toasts />
    </>,
    route,
    session,
  );
  return { user, ...view };
}

describe('RolloutsPage', () => {
  it("lists the context's rollouts with German states and selects one by the URL's uid", async () => {
    fakeRolloutServer(server, rolloutDetail());
    const { user, router } = open('/frontend/rollouts?contextId=NORDMARKT');
    const nav = await screen.findByRole('navigation', { name: 'Rollouts des Kontexts' });
    const link = within(nav).getByRole('link', { name: /kasse-3\.0\.zip/ });
    expect(link).toHaveTextContent('läuft');
    expect(link).toHaveTextContent('Welle 2 von 3');
    expect(
      screen.getByText('Wählen Sie in der Liste einen Rollout, um seinen Fortschritt zu sehen.'),
    ).toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Rollout von kasse-3.0.zip' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('uid')).toBe('ro-1');
  });

  it("shows each wave's counts with their shares, its gates as value / threshold, and its times and approval", async () => {
    fakeRolloutServer(server, rolloutDetail());
    open();
    const wave2 = await screen.findByRole('region', { name: 'Welle 2: 5 %' });
    const counts = within(wave2).getByRole('list', { name: 'Stand der Welle 5 %' });
    const line = (label: string) => within(counts).getByText(`${label}:`).parentElement!.textContent;
    expect(line('wartet auf Fenster')).toBe('wartet auf Fenster: 4 (20 %)');
    expect(line('fällig')).toBe('fällig: 2 (10 %)');
    expect(line('installiert gerade')).toBe('installiert gerade: 3 (15 %)');
    expect(line('installiert')).toBe('installiert: 8 (40 %)');
    expect(line('fehlgeschlagen')).toBe('fehlgeschlagen: 2 (10 %)');
    expect(line('offline')).toBe('offline: 1 (5 %)');
    expect(line('zurückgerollt')).toBe('zurückgerollt: 0 (0 %)');
    expect(within(wave2).getByText(/5 Filialen · 20 Kassen/)).toBeInTheDocument();

    const gates = within(wave2).getByRole('table', { name: 'Prüfungen der Welle 5 %' });
    const row = (name: string) => within(gates).getByRole('row', { name: new RegExp(name) });
    expect(row('Erfolgsquote')).toHaveTextContent('40 % / mind. 95 %');
    // Still installing: the success share is not judged yet; the failure share is.
    expect(row('Erfolgsquote')).toHaveTextContent('noch offen');
    expect(row('Fehlerquote')).toHaveTextContent('nicht erfüllt');
    expect(row('Fehlerquote')).toHaveTextContent('10 % / höchstens 5 %');
    // Open alerts now against the level before the wave.
    expect(row('Neue Alarme')).toHaveTextContent('1 / vorher 2');
    expect(row('Neue Alarme')).toHaveTextContent(/erfüllt$/);
    expect(within(row('Neue Alarme')).queryByText(/nicht/)).toBeNull();
    expect(row('Ohne Lebenszeichen')).toHaveTextContent('0 / höchstens 0');
    expect(row('Beobachtungszeit')).toHaveTextContent('3 Std. / mind. 24 Std.');

    // Times in the browser's local time, German format.
    expect(within(wave2).getByText(formatDateTime('2026-03-03T05:30:00Z'))).toBeInTheDocument();
    expect(
      within(wave2).getByText(`freigegeben von Frieda Freigabe am ${formatDateTime('2026-03-02T11:58:00Z')}`),
    ).toBeInTheDocument();
    expect(within(wave2).getByText('Pilot sauber')).toBeInTheDocument();
    // The way into the register report, limited to this wave.
    expect(within(wave2).getByRole('link', { name: 'Welle 2 in der Auswertung ansehen' })).toHaveAttribute(
      'href',
      '/frontend/cashpoint-report?contextId=NORDMARKT&rollout=ro-1&wave=2',
    );
    // A wave not yet started has no gates and no report link.
    const wave3 = screen.getByRole('region', { name: 'Welle 3: 100 %' });
    expect(within(wave3).getByText('Noch keine Prüfung: die Welle hat nicht begonnen.')).toBeInTheDocument();
    expect(within(wave3).queryByRole('link')).toBeNull();
  });

  it.each([
    [404, 'Dieser Rollout ist nicht (mehr) vorhanden.'],
    [500, 'Der Rollout konnte gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.'],
  ])('tells a missing rollout (%i) from one that failed to load', async (status, shown) => {
    fakeRolloutServer(server, rolloutDetail());
    server.use(http.get('/api/frontend/rollouts/:uid', () => HttpResponse.json({ message: 'Fehler' }, { status })));
    open();
    expect(await screen.findByText(shown)).toHaveClass('alert');
  });

  it("names the cause of a pause once, and resumes past a failing gate only 'trotz Prüfung', with a reason", async () => {
    const pauseReason = 'Welle 2 automatisch angehalten: 10 % der Kassen fehlgeschlagen (höchstens 5 % erlaubt)';
    const { calls } = fakeRolloutServer(
      server,
      rolloutDetail({ state: 'paused', pauseCause: 'failureShare', pauseReason }),
    );
    const { user } = open();
    const reason = await screen.findByTestId('pause-reason');
    expect(reason).toHaveTextContent(new RegExp(`^${pauseReason.replace(/[()%]/g, '.')}$`));
    expect(screen.queryByRole('button', { name: 'Anhalten' })).toBeNull();
    // A plain resume would be refused while the failure share fails: the decision is offered instead.
    expect(screen.queryByRole('button', { name: 'Fortsetzen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Trotz Prüfung fortsetzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trotz Prüfung fortsetzen' });
    expect(within(dialog).getByTestId('failing-gates')).toHaveTextContent('Nicht erfüllt: „Fehlerquote“.');
    expect(within(dialog).getByTestId('gate-failureShare')).toHaveTextContent('nicht erfüllt');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'zu kurz');
    await user.click(within(dialog).getByRole('button', { name: 'Trotz Prüfung fortsetzen' }));
    expect(
      within(dialog).getByText('Bitte begründen Sie die Entscheidung mit mindestens 10 Zeichen.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Bitte bestätigen Sie, dass Sie trotz nicht erfüllter Prüfung entscheiden.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByLabelText('Trotz nicht erfüllter Prüfung entscheiden'));
    await user.type(within(dialog).getByLabelText('Kommentar'), ': Testkassen, bekannt');
    await user.click(within(dialog).getByRole('button', { name: 'Trotz Prüfung fortsetzen' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: 'ro-1/resume',
          body: { contextId: 'NORDMARKT', comment: 'zu kurz: Testkassen, bekannt', overrideGates: true },
        },
      ]),
    );
    expect(await screen.findByText('Der Rollout läuft trotz Prüfung weiter.')).toBeInTheDocument();
  });

  it('offers a plain Fortsetzen after a pause by a person while no gate fails', async () => {
    const detail = rolloutDetail({ state: 'paused', pauseCause: 'manual', pauseReason: 'Wartung' });
    detail.waves[1]!.gates = detail.waves[1]!.gates.filter((gate) => gate.state !== 'fails');
    const { calls } = fakeRolloutServer(server, detail);
    const { user } = open();
    expect(await screen.findByTestId('pause-reason')).toHaveTextContent('Angehalten: Wartung');
    await user.click(screen.getByRole('button', { name: 'Fortsetzen' }));
    await waitFor(() => expect(calls).toEqual([{ path: 'ro-1/resume', body: { contextId: 'NORDMARKT' } }]));
    expect(await screen.findByText('Der Rollout läuft wieder.')).toBeInTheDocument();
  });

  it('pauses only with a reason', async () => {
    const { calls } = fakeRolloutServer(server, rolloutDetail());
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Anhalten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rollout anhalten' });
    await user.click(within(dialog).getByRole('button', { name: 'Anhalten' }));
    expect(await within(dialog).findByText('Bitte geben Sie einen Grund ein.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByLabelText('Grund'), 'Kunde meldet Bondruckerfehler');
    await user.click(within(dialog).getByRole('button', { name: 'Anhalten' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { path: 'ro-1/pause', body: { contextId: 'NORDMARKT', reason: 'Kunde meldet Bondruckerfehler' } },
      ]),
    );
  });

  it('asks before cancelling', async () => {
    const { calls } = fakeRolloutServer(server, rolloutDetail());
    const { user } = open();
    // 'Rollout abbrechen', not the 'Abbrechen' that closes a dialog elsewhere: it ends the rollout for good.
    const actions = within(await screen.findByRole('group', { name: 'Aktionen des Rollouts' }));
    await user.click(await actions.findByRole('button', { name: 'Rollout abbrechen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rollout von kasse-3.0.zip abbrechen' });
    // Safe by default (issue 46): the harmless choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Nicht abbrechen' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Nicht abbrechen' }));
    expect(calls).toEqual([]);
    await user.click(actions.getByRole('button', { name: 'Rollout abbrechen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rollout abbrechen' }));
    await waitFor(() => expect(calls).toEqual([{ path: 'ro-1/cancel', body: { contextId: 'NORDMARKT' } }]));
  });

  it('switches automatic advance for a user who may approve, and hides the switch from others', async () => {
    const { calls } = fakeRolloutServer(server, rolloutDetail());
    const { user, unmount } = open();
    const toggle = await screen.findByRole('switch', { name: 'Wellen ohne Freigabepflicht starten automatisch' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() =>
      expect(calls).toEqual([{ path: 'settings', body: { contextId: 'NORDMARKT', autoAdvance: true } }]),
    );
    unmount();
    open(undefined, { ...sessionFixture, rights: ['UPDATES_CHANGE'] });
    await screen.findByRole('heading', { name: 'Rollout von kasse-3.0.zip' });
    expect(screen.queryByRole('switch', { name: /automatisch/ })).toBeNull();
  });
});
