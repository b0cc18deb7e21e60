import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionDetail } from '../../api/actions';
import { actionDetailOf, fakeActionServer } from '../../testing/actionsKit';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { formatDateTime } from '../../../shared/dates';
import { ActionsPage } from './ActionsPage';

// The page 'Aktionen': the context's requests with their targets' counts, filters by state and kind
// (kept in the URL), and the chosen request with its facts, buttons and targets.

const server = setupMswServer();
const when = formatDateTime('2026-11-24T21:00:00.000Z');

const restart = actionDetailOf({ counts: { succeeded: 1, failed: 1, sent: 1 } as ActionDetail['counts'] });
const reboot = actionDetailOf({
  uid: 'act-2',
  kind: 'reboot',
  name: 'Neustart',
  state: 'waitingForApproval',
  requestedBy: 'Otto Operator',
  emergencyReason: 'Kassen hängen seit 8 Uhr',
  counts: { waitingForApproval: 3 } as ActionDetail['counts'],
  mayApprove: true,
});

function open(route: string) {
  const user = userEvent.setup();
  return { user, ...renderAt(<ActionsPage />, route) };
}

describe("the page 'Aktionen'", () => {
  it('lists the requests with their counts and opens one with its targets', async () => {
    fakeActionServer(server, [restart, reboot]);
    const { user, router } = open('/frontend/actions?contextId=NORDMARKT');
    const list = await screen.findByRole('table', { name: 'Aktionen des Kontexts' });
    const [, first, second] = within(list).getAllByRole('row');
    expect(first).toHaveTextContent('Kassenanwendung neu starten');
    expect(first).toHaveTextContent('2 von 3 fertig');
    expect(first).toHaveTextContent('Fehlgeschlagen 1');
    expect(second).toHaveTextContent('Neustart');
    expect(second).toHaveTextContent('Notfall');
    expect(second).toHaveTextContent('Wartet auf Freigabe');
    expect(screen.getByText('Wählen Sie in der Liste eine Aktion, um ihre Ziele zu sehen.')).toBeInTheDocument();

    await user.click(within(second!).getByRole('link', { name: `Aktion Neustart vom ${when} öffnen` }));
    const detail = await screen.findByRole('region', { name: 'Details der Aktion' });
    expect(within(detail).getByRole('heading', { name: 'Aktion: Neustart' })).toBeInTheDocument();
    expect(detail).toHaveTextContent('Kassen hängen seit 8 Uhr');
    expect(detail).toHaveTextContent('wartet auf die Freigabe durch eine zweite Person');
    expect(within(detail).getByRole('button', { name: 'Freigeben' })).toBeInTheDocument();
    expect(within(detail).getByRole('table', { name: 'Ziele der Aktion' })).toHaveTextContent('Filiale 1040');
    expect(new URLSearchParams(router.state.location.search).get('uid')).toBe('act-2');
  }, 20_000);

  it('filters by state and kind through the URL, and says when nothing matches', async () => {
    const { listQueries } = fakeActionServer(server, [restart, reboot]);
    const { user, router } = open('/frontend/actions?contextId=NORDMARKT');
    await screen.findByRole('table', { name: 'Aktionen des Kontexts' });
    const filters = screen.getByRole('group', { name: 'Filter' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'cancelled');
    expect(await screen.findByText('Keine Aktion passt zu den Filtern.')).toBeInTheDocument();
    await user.selectOptions(within(filters).getByLabelText('Art', { exact: true }), 'reboot');
    await waitFor(() => expect(listQueries.at(-1)?.get('kind')).toBe('reboot'));
    expect(listQueries.at(-1)?.get('state')).toBe('cancelled');
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('state'), search.get('kind')]).toEqual(['cancelled', 'reboot']);
  }, 20_000);

  it('says that this context has no actions yet', async () => {
    fakeActionServer(server, []);
    open('/frontend/actions?contextId=NORDMARKT');
    expect(await screen.findByText('Noch keine Aktionen in diesem Kontext.')).toBeInTheDocument();
  });

  it('says which request is not found in this context', async () => {
    fakeActionServer(server, [restart]);
    open('/frontend/actions?contextId=NORDMARKT&uid=gibt-es-nicht');
    expect(await screen.findByText('Diese Aktion gibt es in diesem Kontext nicht.')).toBeInTheDocument();
  });
});
