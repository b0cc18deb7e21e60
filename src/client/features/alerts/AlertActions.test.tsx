import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alert } from '../../api/alerts';
import { alertOf } from '../../testing/alertsKit';
import { renderWithProviders, sessionFixture } from '../../testing/render';
import { AlertActions } from './AlertActions';

// An alert's 'Übernehmen' and 'Bestätigen' as the table and the cards both show them: only for who
// has ALERTS_ACKNOWLEDGE and only while the alert is not closed, named by the alert's kind and place.

const where = 'Filiale 1001 Kiel, Hafen, Kasse 2';
const takeOverName = `Alarm Kasse offline ${where} übernehmen`;
const acknowledgeName = `Alarm Kasse offline ${where} bestätigen`;
const withoutRight = { ...sessionFixture, rights: sessionFixture.rights.filter((r) => r !== 'ALERTS_ACKNOWLEDGE') };

interface Options {
  size?: 'row' | 'touch';
  session?: typeof sessionFixture;
  takingOver?: string;
}

function renderActions(alert: Alert, { size = 'row', session = sessionFixture, takingOver }: Options = {}) {
  const handlers = { onTakeOver: jest.fn(), onAcknowledge: jest.fn() };
  renderWithProviders(<AlertActions alert={alert} size={size} takingOver={takingOver} {...handlers} />, { session });
  return { ...handlers, user: userEvent.setup() };
}

describe('AlertActions', () => {
  it("offers 'Übernehmen' and 'Bestätigen' on an open alert to who has ALERTS_ACKNOWLEDGE", () => {
    renderActions(alertOf());
    expect(screen.getByRole('button', { name: takeOverName })).toHaveTextContent('Übernehmen');
    expect(screen.getByRole('button', { name: acknowledgeName })).toHaveTextContent('Bestätigen');
  });

  it('offers no button to who lacks ALERTS_ACKNOWLEDGE', () => {
    renderActions(alertOf(), { session: withoutRight });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers no button on a closed alert', () => {
    renderActions(alertOf({ state: 'closed', closedAt: '2026-11-20T10:00:00.000Z' }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("offers 'Kommentar ändern' instead of 'Bestätigen' once the alert is acknowledged", () => {
    renderActions(alertOf({ state: 'acknowledged', acknowledgedBy: 'Otto Operator', comment: 'Bin dran' }));
    expect(screen.getByRole('button', { name: `Kommentar zum Alarm Kasse offline ${where} ändern` })).toHaveTextContent(
      'Kommentar ändern',
    );
    expect(screen.queryByRole('button', { name: /bestätigen$/ })).toBeNull();
    expect(screen.getByRole('button', { name: takeOverName })).toBeInTheDocument();
  });

  it('calls the actions from the keyboard: Tab to the button, then Enter or Space', async () => {
    const alert = alertOf();
    const { user, onTakeOver, onAcknowledge } = renderActions(alert);
    await user.tab();
    expect(screen.getByRole('button', { name: takeOverName })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onTakeOver).toHaveBeenCalledWith(alert);
    await user.tab();
    expect(screen.getByRole('button', { name: acknowledgeName })).toHaveFocus();
    await user.keyboard(' ');
    expect(onAcknowledge).toHaveBeenCalledWith(alert);
    expect(onTakeOver).toHaveBeenCalledTimes(1);
  });

  it("makes the buttons thumb-sized on a card, and 'Übernehmen' waits while its alert is being taken over", async () => {
    const alert = alertOf();
    const { user, onTakeOver } = renderActions(alert, { size: 'touch', takingOver: alert.uid });
    const takeOver = screen.getByRole('button', { name: takeOverName });
    // alerts.css gives .alert-action at least 44 px each way.
    expect(takeOver).toHaveClass('alert-action');
    expect(screen.getByRole('button', { name: acknowledgeName })).toHaveClass('alert-action');
    expect(takeOver).toBeDisabled();
    await user.click(takeOver);
    expect(onTakeOver).not.toHaveBeenCalled();
  });

  it('keeps the buttons small in a table row', () => {
    renderActions(alertOf());
    for (const name of [takeOverName, acknowledgeName]) {
      expect(screen.getByRole('button', { name })).toHaveClass('btn-sm');
      expect(screen.getByRole('button', { name })).not.toHaveClass('alert-action');
    }
  });
});
