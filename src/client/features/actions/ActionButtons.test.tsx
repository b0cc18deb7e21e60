import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionDetail } from '../../api/actions';
import { Toasts } from '../../components/Toasts';
import { actionDetailOf, fakeActionServer } from '../../testing/actionsKit';
import { setupMswServer } from '../../testing/msw';
import { renderWithProviders, sessionFixture } from '../../testing/render';
import { ActionButtons } from './ActionButtons';

// What may be done with one request: 'Freigeben' with a comment only when the server says this user
// may (four eyes), otherwise a notice who must; 'Fehlgeschlagene wiederholen' and 'Abbrechen' only
// for who holds the kind's right.

const server = setupMswServer();
const noActionRights = {
  ...sessionFixture,
  rights: sessionFixture.rights.filter((r) => r !== 'ACTIONS_RUN' && r !== 'ACTIONS_RISKY'),
};

function renderButtons(action: ActionDetail, session = sessionFixture) {
  const fake = fakeActionServer(server, [action]);
  renderWithProviders(
    <>
      <ActionButtons action={action} contextId="NORDMARKT" />
      <Toasts />
    </>,
    { session },
  );
  return { ...fake, user: userEvent.setup() };
}

const waitingReboot = (extra: Partial<ActionDetail> = {}) =>
  actionDetailOf({
    kind: 'reboot',
    name: 'Neustart',
    state: 'waitingForApproval',
    requestedBy: 'Otto Operator',
    counts: { waitingForApproval: 3 } as ActionDetail['counts'],
    ...extra,
  });

describe('ActionButtons', () => {
  it('lets a second person approve a risky action with a comment, and sends it', async () => {
    const { user, posted } = renderButtons(waitingReboot({ mayApprove: true }));
    const group = screen.getByRole('group', { name: 'Aktionen zu dieser Anforderung' });
    expect(group).toHaveTextContent('wartet auf die Freigabe durch eine zweite Person');
    await user.click(within(group).getByRole('button', { name: 'Freigeben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aktion freigeben' });
    expect(dialog).toHaveTextContent('Neustart für 3 Ziele');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    expect(await within(dialog).findByText('Bitte geben Sie einen Kommentar ein.')).toBeVisible();
    expect(posted).toEqual([]);
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Filialleitung informiert');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { step: 'approve', uid: 'act-1', body: { contextId: 'NORDMARKT', comment: 'Filialleitung informiert' } },
      ]),
    );
    expect(await screen.findByText('Die Aktion wurde freigegeben.')).toBeInTheDocument();
  }, 20_000);

  it('tells the requester that a second person must approve, and offers no approval', () => {
    renderButtons(waitingReboot({ requestedBy: 'Anna Admin', mayApprove: false }));
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
    expect(screen.getByTestId('approval-hint')).toHaveTextContent(
      'Sie haben die Aktion angefordert – eine zweite Person muss freigeben.',
    );
  });

  it('tells another person without the right who may approve', () => {
    renderButtons(waitingReboot({ mayApprove: false }));
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
    expect(screen.getByTestId('approval-hint')).toHaveTextContent('Freigeben darf nur, wer das Recht');
  });

  it("offers 'Fehlgeschlagene wiederholen' while a target failed and 'Abbrechen' while some did not start", async () => {
    const action = actionDetailOf({ counts: { failed: 1, sent: 2 } as ActionDetail['counts'] });
    const { user, posted } = renderButtons(action);
    await user.click(screen.getByRole('button', { name: 'Fehlgeschlagene wiederholen' }));
    await waitFor(() =>
      expect(posted).toEqual([{ step: 'retry-failed', uid: 'act-1', body: { contextId: 'NORDMARKT' } }]),
    );
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aktion abbrechen' });
    expect(confirm).toHaveTextContent('Laufende Ziele laufen zu Ende.');
    await user.click(within(confirm).getByRole('button', { name: 'Aktion abbrechen' }));
    await waitFor(() => expect(posted.map((p) => p.step)).toEqual(['retry-failed', 'cancel']));
  }, 20_000);

  it('offers no retry or cancel once every target ended', () => {
    renderButtons(actionDetailOf({ state: 'finished', counts: { succeeded: 3 } as ActionDetail['counts'] }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hides retry and cancel from who lacks the right of the kind', () => {
    renderButtons(actionDetailOf({ counts: { failed: 1, sent: 2 } as ActionDetail['counts'] }), noActionRights);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hides retry and cancel of a risky kind from who holds only ACTIONS_RUN', () => {
    const runOnly = { ...sessionFixture, rights: sessionFixture.rights.filter((r) => r !== 'ACTIONS_RISKY') };
    renderButtons(
      actionDetailOf({ kind: 'reboot', name: 'Neustart', counts: { failed: 1, sent: 2 } as ActionDetail['counts'] }),
      runOnly,
    );
    expect(screen.queryByRole('button', { name: 'Fehlgeschlagene wiederholen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abbrechen' })).toBeNull();
  });
});
