import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ContextSummary } from '../../api/home';
import type { VersionHistory } from '../../api/statistics';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { VersionHistoryCard } from './VersionHistoryCard';

const server = setupMswServer();

const summary = (key: string, name: string, cashpointCount: number): ContextSummary => ({
  key,
  name,
  storeCount: 1,
  cashpointCount,
  notUpdatedCashpointCount: 0,
  storeAgentCount: 0,
  notUpdatedStoreAgentCount: 0,
  openAlertCount: 0,
});
const contexts = [summary('INTERN', 'Interne Anwendung', 0), summary('NORDMARKT', 'Nordmarkt GmbH', 40)];

const day = (d: string, v13: number, v12: number, none: number) => ({
  day: d,
  cashpoints: v13 + v12 + none,
  onlineCashpoints: 38,
  onlineShare: 95,
  openAlerts: 2,
  openAlertsByKind: [{ kind: 'offline', count: 2 }],
  redStores: 1,
  versions: [
    { version: '5.13.1', cashpoints: v13 },
    { version: '5.12.0', cashpoints: v12 },
    { version: null, cashpoints: none },
  ],
});

const history: VersionHistory = {
  days: [day('2026-11-22', 10, 28, 2), day('2026-11-29', 35, 4, 1)],
  versions: ['5.13.1', '5.12.0', null],
  weekOverWeek: {
    thisWeek: '2026-11-29',
    lastWeek: '2026-11-22',
    versions: [
      { version: '5.13.1', thisWeek: 35, lastWeek: 10, difference: 25 },
      { version: '5.12.0', thisWeek: 4, lastWeek: 28, difference: -24 },
      { version: null, thisWeek: 1, lastWeek: 2, difference: -1 },
    ],
  },
};

function answer(reply: VersionHistory = history) {
  const asked: string[] = [];
  server.use(
    http.get('/api/frontend/history/versions', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(reply);
    }),
  );
  return asked;
}

const renderCard = (route = '/frontend/statistics') =>
  renderRoutes([{ path: '/frontend/statistics', element: <VersionHistoryCard contexts={contexts} /> }], route);

describe('Versionen im Verlauf', () => {
  it('asks 90 days of the first context with registers and draws a bar per day, stacked by version', async () => {
    const asked = answer();
    renderCard();
    const card = await screen.findByRole('region', { name: 'Versionen im Verlauf' });
    const chart = await within(card).findByRole('group', {
      name: 'Kassen je Version und Tag im Kontext Nordmarkt GmbH, gestapeltes Balkendiagramm',
    });
    expect(asked).toEqual(['?contextId=NORDMARKT&days=90']);
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    const fills = [...chart.querySelectorAll('rect')].map((r) => r.getAttribute('fill'));
    // Two days, three versions each: the newest in the first colour, 'ohne Version' grey.
    expect(fills.filter((f) => f === '#0072b2')).toHaveLength(2);
    expect(fills.filter((f) => f === '#e69f00')).toHaveLength(2);
    expect(fills.filter((f) => f === '#8c8c8c')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: /als CSV herunterladen/ })).toHaveAttribute(
      'href',
      '/api/frontend/history/versions.csv?contextId=NORDMARKT&days=90',
    );
  });

  it('has the numbers in a table, shown on request, newest day first', async () => {
    answer();
    renderCard();
    const table = await screen.findByRole('table', { name: 'Kassen je Version und Tag im Kontext Nordmarkt GmbH' });
    expect(table.parentElement).toHaveClass('visually-hidden');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Tag',
      '5.13.1',
      '5.12.0',
      'ohne Version',
      'Kassen gesamt',
      'Online-Anteil',
      'Offene Alarme',
      'Rote Filialen',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['29.11.202635414095,0 %21', '22.11.2026102824095,0 %21']);
    await userEvent.click(screen.getByRole('button', { name: 'Tabelle anzeigen' }));
    expect(table.parentElement).not.toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: 'Tabelle ausblenden' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('compares this week with last week per version, with the difference signed', async () => {
    answer();
    renderCard();
    const table = await screen.findByRole('table', { name: 'Kassen je Version am 29.11.2026 gegen den 22.11.2026' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['VersionDiese WocheLetzte WocheDifferenz', '5.13.13510+25', '5.12.0428−24', 'ohne Version12−1']);
  });

  it('walks the days with the arrow keys and reads each day out', async () => {
    answer();
    renderCard();
    const chart = await screen.findByRole('group', { name: /gestapeltes Balkendiagramm/ });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(chart).toHaveFocus();
    const card = screen.getByRole('region', { name: 'Versionen im Verlauf' });
    expect(within(card).getByText('29.11.2026: 5.13.1 35, 5.12.0 4, ohne Version 1')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(card).getByText('22.11.2026: 5.13.1 10, 5.12.0 28, ohne Version 2')).toBeInTheDocument();
  });

  it('follows the chosen context and says so when it has no snapshot yet', async () => {
    const asked = answer({ days: [], versions: [], weekOverWeek: { thisWeek: null, lastWeek: null, versions: [] } });
    renderCard('/frontend/statistics?historyCustomer=INTERN');
    expect(await screen.findByText('Für diesen Kontext gibt es noch keinen täglichen Stand.')).toBeInTheDocument();
    expect(asked).toEqual(['?contextId=INTERN&days=90']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kontext' }), 'NORDMARKT');
    await waitFor(() => expect(asked).toContain('?contextId=NORDMARKT&days=90'));
  });
});
