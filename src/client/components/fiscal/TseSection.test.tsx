import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { TseSection } from './TseSection';

const server = setupMswServer();

const tse = {
  contextId: 'NORDMARKT',
  serial: 'LAN-7',
  type: 'lan',
  bsiCertificateId: null,
  manufacturer: null,
  model: null,
  certificateValidUntil: '2027-01-13',
  daysLeft: 45,
  signatureCounter: 17_000_000,
  signatureCapacity: 20_000_000,
  capacityUsedPercent: 85,
  fullBy: null,
  state: 'initialized',
  timeSet: true,
  lastExportAt: '2026-11-28T02:00:00.000Z',
  lastExportOk: false,
  lastSelfTestAt: null,
  lastSelfTestOk: null,
  storeId: '1001',
  cashpoints: [
    { uid: 'cp-1', storeId: '1001', posId: '1' },
    { uid: 'cp-2', storeId: '1001', posId: '2' },
  ],
  plannedSwap: null,
};

describe("a register's TSE section", () => {
  it('shows the TSE the register reports and its history', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/frontend/tse', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('cashpointUid') ?? '');
        return HttpResponse.json({ rows: [tse], total: 1 });
      }),
      http.get('/api/frontend/tse/:serial', () =>
        HttpResponse.json({
          tse,
          activatedAt: null,
          firstSeen: '2026-01-05T08:00:00.000Z',
          lastSeen: '2026-11-28T08:00:00.000Z',
          inUse: true,
          history: [
            {
              at: '2026-01-05T08:00:00.000Z',
              kind: 'firstSeen',
              storeId: '1001',
              posId: '1',
              otherSerial: null,
              from: null,
              to: null,
            },
            {
              at: '2026-03-01T08:00:00.000Z',
              kind: 'swappedIn',
              storeId: '1001',
              posId: '2',
              otherSerial: 'USB-OLD',
              from: null,
              to: null,
            },
            {
              at: '2026-04-01T08:00:00.000Z',
              kind: 'state',
              storeId: '1001',
              posId: null,
              otherSerial: null,
              from: 'notInitialized',
              to: 'initialized',
            },
          ],
          counterSamples: [],
        }),
      ),
    );
    const user = userEvent.setup();
    renderAt(<TseSection contextId="NORDMARKT" cashpointUid="cp-2" />);
    expect(await screen.findByText('LAN (geteilt von 2 Kassen)')).toBeInTheDocument();
    expect(screen.getByText('13.01.2027')).toBeInTheDocument();
    expect(screen.getByText('(45 Tage)')).toBeInTheDocument();
    expect(screen.getByText('85 %')).toBeInTheDocument();
    expect(screen.getByText(/\(fehlgeschlagen\)$/)).toBeInTheDocument();
    expect(asked).toEqual(['cp-2']);

    await user.click(screen.getByRole('button', { name: 'Verlauf der TSE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verlauf der TSE LAN-7' });
    const events = await within(dialog).findByRole('table', { name: 'Ereignisse der TSE' });
    expect(within(events).getByText('Eingesetzt statt TSE USB-OLD')).toBeInTheDocument();
    expect(within(events).getByText('Zustand: nicht initialisiert → initialisiert')).toBeInTheDocument();
    expect(within(events).getByText('Filiale 1001, STORE-Server')).toBeInTheDocument();
  });

  it('says so when the register reports no TSE', async () => {
    server.use(http.get('/api/frontend/tse', () => HttpResponse.json({ rows: [], total: 0 })));
    renderAt(<TseSection contextId="NORDMARKT" cashpointUid="cp-9" />);
    expect(await screen.findByText('Diese Kasse meldet keine TSE.')).toBeInTheDocument();
  });
});
