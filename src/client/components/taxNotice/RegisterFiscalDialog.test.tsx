import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { RegisterFiscalDialog } from './RegisterFiscalDialog';
import { StoreAddressDialog } from './StoreAddressDialog';

const server = setupMswServer();

const register = {
  cashpointUid: 'c1',
  storeUid: 's1',
  storeId: '1003',
  posId: '2',
  systemKind: null,
  manufacturer: 'Kassenbau AG',
  model: null,
  softwareName: null,
  softwareVersion: null,
  serialNumber: null,
  tseSerial: 'TSE-1',
  purchasedOn: null,
  decommissionedOn: null,
  decommissionReason: null,
  firstSeen: '2025-06-01',
  removed: false,
  agentSoftware: { name: null, version: 'pos-7.4.2' },
};
/** 'TT.MM.JJJJ' as the day field takes it. */
const typed = (day: string) => day.split('-').reverse().join('.');

describe("a register's fields for the Kassenmeldung", () => {
  it('refuses a decommissioning before the first heartbeat and a purchase after it, in German, before asking', async () => {
    let asked = 0;
    server.use(
      http.get('/api/frontend/fiscal/registers/:uid', () => HttpResponse.json(register)),
      http.post('/api/frontend/fiscal/registers/:uid', () => (asked++, HttpResponse.json({ ok: true }))),
    );
    const user = userEvent.setup();
    renderAt(<RegisterFiscalDialog contextId="NORDMARKT" cashpointUid="c1" onClose={() => undefined} />);
    await user.type(await screen.findByLabelText('Anschaffungsdatum'), `${typed('2025-08-02')}{Escape}`);
    await user.type(screen.getByLabelText('Datum der Außerbetriebnahme'), `${typed('2025-05-31')}{Escape}`);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Datum der Außerbetriebnahme: darf nicht vor dem ersten Lebenszeichen der Kasse (01.06.2025) liegen.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Anschaffungsdatum: darf nicht nach der Außerbetriebnahme (31.05.2025) liegen.'),
    ).toBeInTheDocument();
    expect(asked).toBe(0);
    // Two days typed into the date pickers take a few seconds on a busy machine.
  }, 20_000);

  it("offers the fleet's software version, and sends the kind and the fields", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/frontend/fiscal/registers/:uid', () => HttpResponse.json(register)),
      http.post('/api/frontend/fiscal/registers/:uid', async ({ request, params }) => {
        bodies.push({ uid: params.uid, ...((await request.json()) as object) });
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderAt(<RegisterFiscalDialog contextId="NORDMARKT" cashpointUid="c1" onClose={onClose} />);
    expect(await screen.findByLabelText('Softwareversion')).toHaveValue('pos-7.4.2');
    await user.selectOptions(screen.getByLabelText('Art des Aufzeichnungssystems'), 'Elektronische Registrierkasse');
    await user.type(screen.getByLabelText('Anschaffungsdatum'), `${typed('2025-06-01')}{Escape}`);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        uid: 'c1',
        contextId: 'NORDMARKT',
        systemKind: 'cashRegister',
        manufacturer: 'Kassenbau AG',
        model: null,
        softwareName: null,
        softwareVersion: 'pos-7.4.2',
        serialNumber: null,
        purchasedOn: '2025-06-01',
        decommissionedOn: null,
        decommissionReason: null,
      },
    ]);
  }, 20_000);
});

describe("a store's address for the Kassenmeldung", () => {
  it("refuses a postal code of 4 digits, and shows the server's German refusal", async () => {
    let asked = 0;
    server.use(
      http.get('/api/frontend/fiscal/stores/:uid', () =>
        HttpResponse.json({
          storeUid: 's1',
          storeId: '1003',
          name: 'Ulm',
          street: null,
          postalCode: null,
          city: null,
          closed: false,
        }),
      ),
      http.post('/api/frontend/fiscal/stores/:uid', () => {
        asked++;
        return HttpResponse.json({ message: 'Ort: höchstens 100 Zeichen.' }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderAt(<StoreAddressDialog contextId="NORDMARKT" storeUid="s1" storeId="1003" onClose={() => undefined} />);
    await user.type(await screen.findByLabelText('Postleitzahl'), '8907');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Postleitzahl: Bitte genau 5 Ziffern angeben.')).toBeInTheDocument();
    expect(asked).toBe(0);
    await user.type(screen.getByLabelText('Postleitzahl'), '3');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ort: höchstens 100 Zeichen.')).toBeInTheDocument();
    expect(asked).toBe(1);
  });
});
