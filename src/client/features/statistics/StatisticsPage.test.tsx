import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ContextSummary } from '../../api/home';
import { actAndLookAtOnce, chooseOption } from '../../testing/lookAtOnce';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { StatisticsPage } from './StatisticsPage';

const server = setupMswServer();

const contexts: ContextSummary[] = [
  {
    key: 'NORDMARKT',
    name: 'Nordmarkt GmbH',
    storeCount: 3,
    cashpointCount: 12,
    notUpdatedCashpointCount: 2,
    storeAgentCount: 3,
    notUpdatedStoreAgentCount: 0,
    openAlertCount: 0,
  },
  {
    key: 'SUEDKAUF',
    name: 'Südkauf AG',
    storeCount: 1,
    cashpointCount: 4,
    notUpdatedCashpointCount: 1,
    storeAgentCount: 1,
    notUpdatedStoreAgentCount: 0,
    openAlertCount: 0,
  },
  {
    key: 'NEUKUNDE',
    name: 'Neukunde KG',
    storeCount: 0,
    cashpointCount: 0,
    notUpdatedCashpointCount: 0,
    storeAgentCount: 0,
    notUpdatedStoreAgentCount: 0,
    openAlertCount: 0,
  },
];

function useStatistics() {
  const asked: string[] = [];
  server.use(
    http.get('/api/frontend/statistics', () => HttpResponse.json({ contexts })),
    http.get('/api/frontend/history/versions', () =>
      HttpResponse.json({ days: [], versions: [], weekOverWeek: { thisWeek: null, lastWeek: null, versions: [] } }),
    ),
    http.get('/api/frontend/statistics/cashpoint-versions', ({ request }) => {
      asked.push(`versions ${new URL(request.url).searchParams.get('contextId')}`);
      return HttpResponse.json({
        cashpointVersions: [
          { key: 'u2', tag: '5.13.1', filename: 'kasse 5.13.1.zip' },
          { key: 'u1', tag: '5.12.3', filename: 'kasse-5.12.3.zip' },
        ],
      });
    }),
    http.get('/api/frontend/statistics/cashpoint-versions/:filename', ({ params, request }) => {
      asked.push(`stats ${String(params.filename)} ${new URL(request.url).searchParams.get('contextId')}`);
      return HttpResponse.json({ countInstalled: 3, countNotInstalled: 9 });
    }),
    http.get('/api/frontend/statistics/storeagent-versions', () =>
      HttpResponse.json({ storeAgentVersions: [{ key: 's1', tag: '8.5.0', filename: 'store-8.5.0.zip' }] }),
    ),
    http.get('/api/frontend/statistics/storeagent-versions/:filename', () =>
      HttpResponse.json({ countInstalled: 2, countNotInstalled: 0 }),
    ),
  );
  return asked;
}

const renderPage = (route = '/frontend/statistics', session = sessionFixture) =>
  renderRoutes([{ path: '/frontend/statistics', element: <StatisticsPage /> }], route, session);

const metricTitles = [
  'Anzahl Filialen',
  'Anzahl Kassen',
  'Anzahl STORE-Instanzen',
  'Ausstehende Kassen-Updates',
  'Ausstehende STORE-Updates',
];

describe('StatisticsPage', () => {
  it('shows a donut and a bar chart for each of the five counts, with their numbers in a table', async () => {
    useStatistics();
    renderPage();
    for (const title of metricTitles) {
      const card = await screen.findByRole('region', { name: title });
      expect(within(card).getByRole('group', { name: `${title} je Kontext, Ringdiagramm` })).toBeInTheDocument();
      expect(within(card).getByRole('group', { name: `${title} je Kontext, Balkendiagramm` })).toBeInTheDocument();
      expect(within(card).getByRole('table', { name: `${title} je Kontext` })).toBeInTheDocument();
    }
    const cashpoints = screen.getByRole('region', { name: 'Anzahl Kassen' });
    expect(within(cashpoints).getByText('Gesamt: 16')).toBeInTheDocument();
    const row = within(within(cashpoints).getByRole('table')).getByRole('row', { name: /Nordmarkt GmbH/ });
    expect(row).toHaveTextContent('Nordmarkt GmbH1275,0 %');
    // All zero: the donut says so instead of drawing nothing; the bars still show the axis.
    const pendingStores = screen.getByRole('region', { name: 'Ausstehende STORE-Updates' });
    expect(within(pendingStores).getByText('Alle Werte sind 0.')).toBeInTheDocument();
  });

  it('draws bars from 0 to at least 5 with integer ticks, 400 px wide for up to 15 contexts, in the customer colours', async () => {
    useStatistics();
    renderPage();
    const stores = await screen.findByRole('region', { name: 'Anzahl Filialen' });
    const bar = within(stores).getByRole('group', { name: /Balkendiagramm/ });
    await waitFor(() => expect(bar.querySelector('svg')).not.toBeNull());
    expect(bar.querySelector('svg')).toHaveAttribute('width', '400');
    const ticks = [...bar.querySelectorAll('g text')].map((t) => t.textContent);
    expect(ticks).toEqual(expect.arrayContaining(['0', '1', '2', '3', '4', '5', 'NORDMARKT', 'SUEDKAUF', 'NEUKUNDE']));
    expect(ticks).not.toContain('0.5');
    const fills = [...bar.querySelectorAll('rect')].map((r) => r.getAttribute('fill'));
    expect(fills).toContain('#0072b2');
    expect(fills).toContain('#e69f00');
  });

  it("draws texts and grid lines in the colour scheme's colours and follows a change of scheme", async () => {
    const scheme = document.createElement('style');
    scheme.textContent = `:root { --bs-secondary-color: #123456; --bs-border-color: #234567; }
      [data-bs-theme='dark'] { --bs-secondary-color: #abcdef; --bs-border-color: #bcdef0; }`;
    document.head.append(scheme);
    try {
      useStatistics();
      renderPage();
      const stores = await screen.findByRole('region', { name: 'Anzahl Filialen' });
      const bar = within(stores).getByRole('group', { name: /Balkendiagramm/ });
      const tick = () => [...bar.querySelectorAll('g text')].find((t) => t.textContent === '5');
      const grid = () => bar.querySelector('line');
      await waitFor(() => expect(tick()).toHaveStyle({ fill: '#123456' }));
      expect(grid()).toHaveAttribute('stroke', '#234567');
      // The observer of the scheme answers in a microtask, which an async act waits for.
      await act(async () => document.documentElement.setAttribute('data-bs-theme', 'dark'));
      await waitFor(() => expect(tick()).toHaveStyle({ fill: '#abcdef' }));
      expect(grid()).toHaveAttribute('stroke', '#bcdef0');
      await act(async () => document.documentElement.removeAttribute('data-bs-theme'));
      await waitFor(() => expect(tick()).toHaveStyle({ fill: '#123456' }));
    } finally {
      scheme.remove();
      document.documentElement.removeAttribute('data-bs-theme');
    }
  });

  it('keeps the charts at their width in a card too narrow for them, which then scrolls them', async () => {
    let cardWidth = 300;
    class CardWidth {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        this.report([{ target, contentRect: { width: cardWidth } } as ResizeObserverEntry], this as never);
      }
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: CardWidth });
    try {
      useStatistics();
      const { unmount } = renderPage();
      const figures = async () => {
        const card = await screen.findByRole('region', { name: 'Anzahl Kassen' });
        return [/Ringdiagramm/, /Balkendiagramm/].map((name) => within(card).getByRole('group', { name }));
      };
      for (const chart of await figures()) {
        await waitFor(() => expect(chart.querySelector('svg')).toHaveAttribute('width', '400'));
        expect(chart.closest('figure')).toHaveClass('chart-scroll');
      }
      // Where they fit, they do not scroll: a scrolling frame would clip their tooltips.
      unmount();
      cardWidth = 420;
      renderPage();
      for (const chart of await figures()) {
        await waitFor(() => expect(chart.querySelector('svg')).toHaveAttribute('width', '400'));
        expect(chart.closest('figure')).not.toHaveClass('chart-scroll');
      }
    } finally {
      Object.assign(window, { ResizeObserver: undefined });
    }
  });

  it('walks through a chart by keyboard and reads each value out like the tooltip', async () => {
    useStatistics();
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Anzahl Kassen' });
    const donut = within(card).getByRole('group', { name: /Ringdiagramm/ });
    act(() => donut.focus());
    expect(await within(card).findByText('Nordmarkt GmbH: 12 (75,0 %)')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(card).getByText('Südkauf AG: 4 (25,0 %)')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(within(card).getByText('Neukunde KG: 0 (0,0 %)')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(card).getByText('Nordmarkt GmbH: 12 (75,0 %)')).toBeInTheDocument();
    await user.tab();
    expect(within(card).getByRole('group', { name: /Balkendiagramm/ })).toHaveFocus();
    expect(within(card).getByText('Nordmarkt GmbH: 12 (75,0 %)')).toBeInTheDocument();
  });

  it('shows how many registers of a customer have a chosen version installed', async () => {
    const asked = useStatistics();
    const user = userEvent.setup();
    const { router } = renderPage();
    const drill = await screen.findByRole('region', { name: 'Kassenversion im Kontext' });
    const version = within(drill).getByLabelText('Kassenversion');
    expect(version).toBeDisabled();
    await user.selectOptions(within(drill).getByLabelText('Kontext'), 'Nordmarkt GmbH');
    await waitFor(() => expect(version).toBeEnabled());
    await user.selectOptions(version, '5.13.1 (kasse 5.13.1.zip)');
    const heading = 'Installationsstatus der ausgewählten Kassenversion 5.13.1 beim Kunden Nordmarkt GmbH';
    expect(await within(drill).findByRole('heading', { name: heading })).toBeInTheDocument();
    const table = await within(drill).findByRole('table', { name: heading });
    expect(within(table).getByRole('row', { name: /^Installiert/ })).toHaveTextContent('Installiert325,0 %');
    expect(within(table).getByRole('row', { name: /Nicht installiert/ })).toHaveTextContent('Nicht installiert975,0 %');
    expect(asked).toEqual(['versions NORDMARKT', 'stats kasse 5.13.1.zip NORDMARKT']);
    // Bootstrap's green and red (at least 3:1 on the card in either scheme), not a darker fixed red.
    const donut = within(drill).getByRole('group', { name: `${heading}, Installationsstatus` });
    await waitFor(() => expect(donut.querySelector('svg path[fill="#dc3545"]')).not.toBeNull());
    expect(donut.querySelector('svg path[fill="#198754"]')).not.toBeNull();
    expect(router.state.location.search).toBe('?cashpointCustomer=NORDMARKT&cashpointVersion=kasse+5.13.1.zip');
  });

  it('opens the store drill-down from the URL and clears the version when the customer changes', async () => {
    useStatistics();
    const user = userEvent.setup();
    const { router } = renderPage('/frontend/statistics?storeCustomer=SUEDKAUF&storeVersion=store-8.5.0.zip');
    const drill = await screen.findByRole('region', { name: 'Storeversion im Kontext' });
    const heading = 'Installationsstatus der ausgewählten Storeversion 8.5.0 beim Kunden Südkauf AG';
    expect(await within(drill).findByRole('heading', { name: heading })).toBeInTheDocument();
    const donut = await within(drill).findByRole('group', { name: `${heading}, Installationsstatus` });
    act(() => donut.focus());
    expect(await within(drill).findByText('Installiert: 2 (100,0 %)')).toBeInTheDocument();
    await user.selectOptions(within(drill).getByLabelText('Kontext'), 'Nordmarkt GmbH');
    await waitFor(() => expect(router.state.location.search).toBe('?storeCustomer=NORDMARKT'));
    expect(within(drill).queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('shows a chosen customer, its URL and no old version right after the choice, before later renders', async () => {
    useStatistics();
    const { router } = renderPage('/frontend/statistics?storeCustomer=SUEDKAUF&storeVersion=store-8.5.0.zip');
    const drill = await screen.findByRole('region', { name: 'Storeversion im Kontext' });
    const heading = 'Installationsstatus der ausgewählten Storeversion 8.5.0 beim Kunden Südkauf AG';
    expect(await within(drill).findByRole('heading', { name: heading })).toBeInTheDocument();
    const customer = within(drill).getByLabelText('Kontext');
    await actAndLookAtOnce(() => chooseOption(customer, 'NORDMARKT'));
    expect(customer).toHaveValue('NORDMARKT');
    expect(router.state.location.search).toBe('?storeCustomer=NORDMARKT');
    expect(within(drill).queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('leaves out the store drill-down without store agents', async () => {
    useStatistics();
    renderPage('/frontend/statistics', { ...sessionFixture, hasStoreAgents: false });
    expect(await screen.findByRole('region', { name: 'Kassenversion im Kontext' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Storeversion im Kontext' })).toBeNull();
  });
});
