import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../../testing/msw';
import { renderRoutes } from '../../../testing/render';
import { registerFixture, reportFixture } from './reportFixtures';
import { InitialReportPage } from './InitialReportPage';

const server = setupMswServer();

describe("the page 'Erstmeldung aller Filialen'", () => {
  it("shows every store's report of the context with a link to it, and the CSV of all", async () => {
    const asked: URLSearchParams[] = [];
    const second = reportFixture({
      storeUid: 'st-1002',
      store: { ...reportFixture().store, storeId: '1002', name: 'Eimsbüttel', city: null, missing: ['city'] },
      registers: [registerFixture('1'), registerFixture('2')],
      complete: false,
    });
    server.use(
      http.get('/api/frontend/fiscal/initial-reports', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ rows: [reportFixture(), second], total: 2 });
      }),
    );
    const { container } = renderRoutes(
      [{ path: '/frontend/kassenmeldungen/erstmeldung', element: <InitialReportPage /> }],
      '/frontend/kassenmeldungen/erstmeldung?contextId=NORDMARKT',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erstmeldung aller Filialen: Nordmarkt GmbH' }),
    ).toBeInTheDocument();
    const stores = screen.getAllByRole('heading', { level: 2 });
    expect(stores.map((h) => h.textContent)).toEqual(['Kassenmeldung 1001 Altona', 'Kassenmeldung 1002 Eimsbüttel']);
    expect(within(stores[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/frontend/kassenmeldungen/st-1002?contextId=NORDMARKT',
    );
    expect(screen.getAllByText(/Die Meldung ist unvollständig/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'CSV aller Filialen herunterladen' })).toHaveAttribute(
      'href',
      '/api/frontend/fiscal/notifications.csv?contextId=NORDMARKT',
    );
    expect(asked[0]?.get('contextId')).toBe('NORDMARKT');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
