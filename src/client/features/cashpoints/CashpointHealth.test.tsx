import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDateTime } from '../../../shared/dates';
import { setupMswServer } from '../../testing/msw';
import { renderWithProviders } from '../../testing/render';
import { CashpointHealthSections } from './CashpointHealth';

const server = setupMswServer();

const at = (minutes: number) => new Date(Date.parse('2026-11-30T10:00:00Z') + minutes * 60_000).toISOString();

const reported = {
  state: 'red',
  causes: [
    {
      kind: 'peripheral',
      state: 'red',
      subject: 'C2',
      text: 'Bondrucker Kasse 2: Papier leer seit 10:42',
      since: at(-18),
    },
  ],
  storeOpen: true,
  peripherals: [
    { kind: 'eft', name: 'Ingenico Lane 3000', state: 'ok', since: at(-240) },
    { kind: 'printer', name: 'Epson TM-T88VI', state: 'paperOut', since: at(-18) },
  ],
  payment: {
    terminalId: '60010002',
    reachable: true,
    reachableSince: at(-240),
    lastTransactionAt: at(-4),
    lastCutAt: at(-900),
    offlineTransactions: 3,
    oldestOfflineAt: at(-30),
    reportedAt: at(0),
  },
  dataFlow: { unsentReceipts: 2, oldestUnsentAt: at(-3), lastUploadAt: at(-2), reportedAt: at(0) },
  openReceipt: true,
};

function answer(body: object) {
  server.use(
    http.get('/api/frontend/cashpoints/health/:uid', ({ request, params }) => {
      expect(params.uid).toBe('C2');
      expect(new URL(request.url).searchParams.get('contextId')).toBe('NORDMARKT');
      return HttpResponse.json(body);
    }),
  );
  renderWithProviders(<CashpointHealthSections uid="C2" contextId="NORDMARKT" />);
}

/** The value beside a label of a facts list. */
const fact = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe("a register's health sections", () => {
  it('shows its state with the causes, then each device, the card terminal and the receipts in German', async () => {
    answer(reported);
    const health = await screen.findByRole('region', { name: 'Betriebsfähigkeit' });
    expect(within(health).getByRole('img', { name: /^Betriebsfähigkeit rot: Bondrucker Kasse 2/ })).toBeVisible();
    expect(within(health).getByText('Bondrucker Kasse 2: Papier leer seit 10:42')).toBeVisible();
    expect(within(health).getByText('Die Filiale ist laut Kalender geöffnet.')).toBeVisible();

    const devices = within(screen.getByRole('region', { name: 'Peripherie' })).getByRole('table', {
      name: 'Geräte der Kasse',
    });
    const rows = within(devices)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Kartenterminal', 'Ingenico Lane 3000', 'in Ordnung', formatDateTime(at(-240))],
      ['Bondrucker', 'Epson TM-T88VI', 'Papier leer', formatDateTime(at(-18))],
    ]);

    const payment = screen.getByRole('region', { name: 'Zahlung' });
    expect(fact(payment, 'Kartenterminal-ID')).toBe('60010002');
    expect(fact(payment, 'Erreichbar')).toBe(`ja, seit ${formatDateTime(at(-240))}`);
    expect(fact(payment, 'Letzte Zahlung')).toBe(formatDateTime(at(-4)));
    expect(fact(payment, 'Letzter Kassenschnitt')).toBe(formatDateTime(at(-900)));
    expect(fact(payment, 'Offline-Zahlungen')).toBe('3');
    expect(fact(payment, 'Älteste Offline-Zahlung')).toBe(formatDateTime(at(-30)));

    const receipts = screen.getByRole('region', { name: 'Belege' });
    expect(fact(receipts, 'Beleg offen')).toBe('Ja');
    expect(fact(receipts, 'Nicht gesendete Belege')).toBe('2');
    expect(fact(receipts, 'Ältester nicht gesendeter Beleg')).toBe(formatDateTime(at(-3)));
    expect(fact(receipts, 'Letzter Upload')).toBe(formatDateTime(at(-2)));
  });

  it('says so when the register reported none of it, and is green', async () => {
    answer({
      ...reported,
      state: 'green',
      causes: [],
      storeOpen: null,
      peripherals: [],
      payment: null,
      dataFlow: null,
      openReceipt: null,
    });
    const health = await screen.findByRole('region', { name: 'Betriebsfähigkeit' });
    expect(within(health).getByRole('img', { name: 'Betriebsfähigkeit grün' })).toBeVisible();
    expect(within(health).getByText('Nichts hindert die Kasse am Verkauf.')).toBeVisible();
    expect(within(health).getByText('Keine Öffnungszeiten hinterlegt: gilt als geöffnet.')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Peripherie' })).getByText('Die Kasse hat keine Geräte gemeldet.'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Zahlung' })).getByText('Die Kasse hat kein Kartenterminal gemeldet.'),
    ).toBeVisible();
    const receipts = screen.getByRole('region', { name: 'Belege' });
    expect(fact(receipts, 'Beleg offen')).toBe('–');
    expect(fact(receipts, 'Nicht gesendete Belege')).toBe('–');
  });
});
