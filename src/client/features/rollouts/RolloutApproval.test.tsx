import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { Toasts } from '../../components/Toasts';
import { rolloutDetail, wave } from '../../testing/rolloutsKit';
import { fakeRolloutServer } from './rolloutServer';
import { RolloutsPage } from './RolloutsPage';

const server = setupMswServer();

const waiting = (mayApprove: boolean, author = 'planer') =>
  rolloutDetail({
    state: 'waitingForApproval',
    currentWave: 1,
    waveName: 'Pilot',
    author,
    mayApprove,
  });

function open(session = sessionFixture) {
  const user = userEvent.setup();
  renderAt(<RolloutsPage />, '/frontend/rollouts?contextId=NORDMARKT&uid=ro-1', session);
  return user;
}

describe('approving a rollout', () => {
  it('approves the next wave only with a comment', async () => {
    const { calls } = fakeRolloutServer(server, waiting(true));
    const user = open();
    expect(
      await screen.findByText('Die nächste Welle wartet auf die Freigabe durch eine zweite Person.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Freigeben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nächste Welle freigeben' });
    // The wave the approval starts: the one after the pilot.
    expect(within(dialog).getByText(/^Die Welle „5 %“ beginnt, sobald Sie freigeben\./)).toBeInTheDocument();
    // Every gate of the wave done before it is in view; none fails, so no override is asked for.
    expect(within(dialog).getByText(/Die Prüfungen der Welle „Pilot“ vor dieser Freigabe:/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('gate-successShare')).toHaveTextContent('erfüllt');
    expect(within(dialog).queryByTestId('failing-gates')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    expect(await within(dialog).findByText('Bitte geben Sie einen Kommentar ein.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Kommentar'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    expect(calls).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Kommentar'));
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Pilot ohne Auffälligkeiten');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { path: 'ro-1/approve', body: { contextId: 'NORDMARKT', comment: 'Pilot ohne Auffälligkeiten' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('approves past a failing gate of the done wave only explicitly, with a reason of 10 characters', async () => {
    const detail = waiting(true);
    const alertRise = {
      kind: 'alertRise' as const,
      value: 1,
      threshold: 0,
      holds: false,
      state: 'fails' as const,
      alertKinds: ['serviceStopped'],
      stores: [{ uid: 's-3', storeId: '003' }],
    };
    detail.waves[0]!.gates = [...detail.waves[0]!.gates, alertRise];
    const { calls } = fakeRolloutServer(server, detail);
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Freigeben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nächste Welle freigeben' });
    expect(within(dialog).getByTestId('failing-gates')).toHaveTextContent(
      'Nicht erfüllt: „Neue Alarme (TSE/Dienst gestoppt, Tagesabschluss fehlt, Peripherie gestört, Belegversand)“. Freigeben geht nur ausdrücklich trotz Prüfung',
    );
    // The evidence: the open alerts on the Alarme page, and the store.
    expect(within(dialog).getByRole('link', { name: /Offene Alarme „Dienst gestoppt“/ })).toHaveAttribute(
      'href',
      '/frontend/alerts?contextId=NORDMARKT&state=open&kind=serviceStopped',
    );
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Pilot ok');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    expect(
      await within(dialog).findByText('Bitte begründen Sie die Entscheidung mit mindestens 10 Zeichen.'),
    ).toBeVisible();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByLabelText('Kommentar'), ', Dienst von Hand gestoppt');
    await user.click(within(dialog).getByLabelText('Trotz nicht erfüllter Prüfung entscheiden'));
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: 'ro-1/approve',
          body: { contextId: 'NORDMARKT', comment: 'Pilot ok, Dienst von Hand gestoppt', overrideGates: true },
        },
      ]),
    );
  });

  it("hides Freigeben from the plan's author and says a second person must approve", async () => {
    fakeRolloutServer(server, waiting(false, 'admin'));
    open();
    expect(await screen.findByTestId('approval-hint')).toHaveTextContent(
      'Sie haben den Plan erstellt – eine zweite Person muss freigeben.',
    );
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
    // Steering stays with the author.
    expect(screen.getByRole('button', { name: 'Anhalten' })).toBeInTheDocument();
  });

  it('hides Freigeben from a user without the right and names the right', async () => {
    fakeRolloutServer(server, waiting(false));
    open({ ...sessionFixture, rights: ['UPDATES_CHANGE'] });
    expect(await screen.findByTestId('approval-hint')).toHaveTextContent(
      'Zum Freigeben fehlt Ihnen das Recht „Rollouts freigeben“.',
    );
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
  });

  it('starts a plan whose wave 1 needs approval, saying the start waits for it', async () => {
    const draft = rolloutDetail({ state: 'draft', currentWave: 0, waveName: null });
    const pilot = wave(1, { name: 'Pilot', requireApproval: true });
    const { calls } = fakeRolloutServer(server, { ...draft, waves: [pilot, ...draft.waves.slice(1)] });
    const user = userEvent.setup();
    renderAt(
      <>
        <RolloutsPage />
        <Toasts />
      </>,
      '/frontend/rollouts?contextId=NORDMARKT&uid=ro-1',
    );
    await user.click(await screen.findByRole('button', { name: 'Starten' }));
    const ask = await screen.findByRole('dialog', { name: 'Rollout starten' });
    expect(ask).toHaveTextContent(
      'Die erste Welle braucht die Freigabe durch eine zweite Person: der Rollout wartet darauf, und erst mit der Freigabe wird kasse-3.0.zip Aktiv',
    );
    await user.click(within(ask).getByRole('button', { name: 'Starten' }));
    await waitFor(() => expect(calls).toEqual([{ path: 'ro-1/start', body: { contextId: 'NORDMARKT' } }]));
    expect(
      await screen.findByText('Der Rollout wurde gestartet und wartet auf die Freigabe der ersten Welle.'),
    ).toBeInTheDocument();
  });

  it('shows a start waiting for approval: wave 1 waits, nothing to roll back yet', async () => {
    const started = rolloutDetail({ state: 'waitingForApproval', currentWave: 0, waveName: null, mayApprove: true });
    const first = wave(1, { name: 'Pilot', state: 'waitingForApproval', requireApproval: true });
    fakeRolloutServer(server, { ...started, waves: [first, wave(2, { name: '5 %' })] });
    const user = open();
    expect(await screen.findByText('Die erste Welle wartet auf die Freigabe durch eine zweite Person.')).toBeVisible();
    const card = screen.getByRole('region', { name: 'Welle 1: Pilot' });
    expect(within(card).getByText('wartet auf Freigabe')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Welle 1 zurückrollen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Freigeben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erste Welle freigeben' });
    expect(within(dialog).getByText('Die Welle „Pilot“ beginnt, sobald Sie freigeben.')).toBeInTheDocument();
  });
});
