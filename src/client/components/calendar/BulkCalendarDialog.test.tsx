import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BulkStores, StoreCalendarBulk } from '../../api/calendar';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { BulkCalendarDialog } from './BulkCalendarDialog';

const server = setupMswServer();

/** The server counts the stores of the context among those sent: here all but the foreign one. */
function fakeServer() {
  const calls: StoreCalendarBulk[] = [];
  server.use(
    http.post('/api/frontend/store-calendar/bulk', async ({ request }) => {
      const body = (await request.json()) as StoreCalendarBulk;
      calls.push(body);
      return HttpResponse.json({
        stores: (body.storeUids ?? ['r-1', 'r-2']).filter((uid) => uid !== 'foreign').length,
      });
    }),
  );
  return calls;
}

function renderDialog(stores: BulkStores = { storeUids: ['s-1', 's-2', 's-3', 'foreign'] }) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  const view = renderAt(<BulkCalendarDialog contextId="NORDMARKT" stores={stores} onClose={onClose} />);
  return { ...view, user, onClose };
}

describe('the bulk change of the filtered stores', () => {
  it("names the register report's filter as the stores and lets the server count them", async () => {
    const calls = fakeServer();
    const cashpointReport = { columns: ['storeId', 'osName'], filters: { osName: 'Windows' } };
    const { user } = renderDialog({ cashpointReport });
    expect(screen.getByText(/die Filter der Kassen-Auswertung zeigen/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '24.12.2030' } });
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    expect(await screen.findByText('Betrifft 2 Filialen')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ contextId: 'NORDMARKT', cashpointReport, dryRun: true });
    expect(calls[0]).not.toHaveProperty('storeUids');
  });

  it('previews the count of a special day first, then applies exactly the previewed change', async () => {
    const calls = fakeServer();
    const { user, onClose, store } = renderDialog();
    expect(await screen.findByText('4 Filialen sind gefiltert.')).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Übernehmen' });
    expect(apply).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '24.12.2030' } });
    await user.type(screen.getByLabelText('Notiz'), 'Inventur');
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    expect(await screen.findByText('Betrifft 3 Filialen')).toBeInTheDocument();
    const change = { kind: 'specialDay', specialDay: { date: '2030-12-24', kind: 'closed', note: 'Inventur' } };
    expect(calls).toEqual([
      { contextId: 'NORDMARKT', storeUids: ['s-1', 's-2', 's-3', 'foreign'], change, dryRun: true },
    ]);

    await user.click(apply);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[1]).toEqual({
      contextId: 'NORDMARKT',
      storeUids: ['s-1', 's-2', 's-3', 'foreign'],
      change,
      dryRun: false,
    });
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['Öffnungszeiten für 3 Filialen geändert']);
  });

  it('asks for a new preview when the change is edited after one', async () => {
    fakeServer();
    const { user } = renderDialog();
    await screen.findByText('4 Filialen sind gefiltert.');
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '24.12.2030' } });
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    await screen.findByText('Betrifft 3 Filialen');
    await user.selectOptions(screen.getByLabelText('Art'), 'blackout');
    expect(screen.queryByText('Betrifft 3 Filialen')).toBeNull();
    expect(screen.getByRole('button', { name: 'Übernehmen' })).toBeDisabled();
  });

  it('counts nothing while the special day has no date, and says why', async () => {
    const calls = fakeServer();
    const { user } = renderDialog();
    await screen.findByText('4 Filialen sind gefiltert.');
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    expect(await screen.findByText(/ist kein Datum, das es gibt/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends weekly hours for all filtered stores', async () => {
    const calls = fakeServer();
    const { user } = renderDialog();
    await screen.findByText('4 Filialen sind gefiltert.');
    await user.selectOptions(screen.getByLabelText('Änderung'), 'openingHours');
    await user.click(screen.getByRole('button', { name: 'Zeitraum 1 am Samstag entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    await screen.findByText('Betrifft 3 Filialen');
    expect(calls[0]!.change).toEqual({
      kind: 'openingHours',
      openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '08:00', to: '20:00' })),
    });
  });
});
