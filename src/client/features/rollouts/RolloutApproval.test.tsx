import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { rolloutDetail } from '../../testing/rolloutsKit';
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
    expect(within(dialog).getByText('Die Welle „5 %“ beginnt, sobald Sie freigeben.')).toBeInTheDocument();
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
});
