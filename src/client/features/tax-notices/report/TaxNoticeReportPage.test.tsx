import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../../testing/msw';
import { renderRoutes, sessionFixture } from '../../../testing/render';
import type { TaxNoticeHistoryEntry, TaxNoticeReport } from '../../../api/fiscal/taxNoticeReport';
import { registerFixture, reportFixture } from './reportFixtures';
import { TaxNoticeReportPage } from './TaxNoticeReportPage';

const server = setupMswServer();
const base = '/api/frontend/fiscal/notifications/:storeUid';

function fakeServer(report: TaxNoticeReport, history: TaxNoticeHistoryEntry[] = []) {
  const marked: unknown[] = [];
  server.use(
    http.get(base, () => HttpResponse.json(report)),
    http.get(`${base}/history`, () => HttpResponse.json({ rows: history })),
    http.post(`${base}/reported`, async ({ request }) => {
      marked.push(await request.json());
      return HttpResponse.json({ message: 'Die Meldung ist unvollständig. Kasse 2: Seriennummer.' }, { status: 409 });
    }),
  );
  return marked;
}

const renderPage = (session = sessionFixture) =>
  renderRoutes(
    [{ path: '/frontend/kassenmeldungen/:storeUid', element: <TaxNoticeReportPage /> }],
    '/frontend/kassenmeldungen/st-1001?contextId=NORDMARKT',
    session,
  );

/** Serious or critical axe findings (colour contrast needs a real browser). */
async function axeFindings(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** The value the sheet shows beside a label, within one part. */
const valueOf = (part: HTMLElement, label: string) =>
  within(part).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the page Kassenmeldung', () => {
  it("shows the report in the form's order and names what is missing per register", async () => {
    const retired = registerFixture('2', {
      serialNumber: null,
      inService: false,
      decommissionedOn: '2026-11-20',
      decommissionReason: 'defekt',
      missing: ['serialNumber'],
    });
    fakeServer(reportFixture({ registers: [registerFixture('1'), retired] }));
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kassenmeldung 1001 Altona' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Fällige Änderungen',
      'Steuerpflichtiger',
      'Betriebsstätte',
      'Elektronische Aufzeichnungssysteme',
      'Bisherige Meldungen',
    ]);
    const sheet = container.querySelector('article')!;
    expect(valueOf(sheet, 'Steuernummer')).toBe('21/815/08150');
    expect(valueOf(sheet, 'Postleitzahl')).toBe('22767');
    expect(valueOf(sheet, 'Anzahl der Systeme')).toBe('2');
    const second = screen.getByRole('region', { name: /System 2 · Kasse 2/ });
    expect(within(second).getByText('Es fehlt: Seriennummer')).toBeInTheDocument();
    expect(valueOf(second, 'Seriennummer')).toBe('fehlt');
    expect(valueOf(second, 'Datum der Außerbetriebnahme')).toBe('20.11.2026');
    expect(valueOf(second, 'Seriennummer der TSE')).toBe('USB-2');
    const first = screen.getByRole('region', { name: /System 1 · Kasse 1/ });
    const labels = within(first)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).toEqual([
      'Art des Aufzeichnungssystems',
      'Seriennummer der TSE',
      'Art der TSE',
      'BSI-Zertifizierungs-ID',
      'Hersteller',
      'Modell',
      'Software',
      'Softwareversion',
      'Seriennummer',
      'Anschaffungsdatum',
      'Datum der Außerbetriebnahme',
    ]);
    expect(screen.getByText(/Die Meldung ist unvollständig/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Als gemeldet markieren' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'CSV herunterladen' })).toHaveAttribute(
      'href',
      '/api/frontend/fiscal/notifications/st-1001.csv?contextId=NORDMARKT',
    );
    expect(await axeFindings(container)).toEqual([]);
  });

  it("marks the report with the day and the ticket, and shows the server's refusal", async () => {
    const marked = fakeServer(
      reportFixture({
        changes: [
          {
            id: 1,
            kind: 'registerAdded',
            at: '2026-11-23T09:00:00.000Z',
            deadline: '2026-12-23',
            cashpointUid: 'cp-1',
            posId: '1',
            from: null,
            to: null,
          },
        ],
        deadline: '2026-12-23',
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/Kasse in Betrieb genommen \(Kasse 1\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Meldefrist: 23.12.2026/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Als gemeldet markieren' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Transferticket'), 'ab 1');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Das Transferticket darf nur Buchstaben, Ziffern und Bindestriche enthalten (6 bis 64 Zeichen).',
      ),
    ).toBeInTheDocument();
    expect(marked).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Transferticket'));
    await user.type(within(dialog).getByLabelText('Transferticket'), ' et4c5d2a1b9f ');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Die Meldung ist unvollständig. Kasse 2: Seriennummer.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(marked).toHaveLength(1));
    expect(marked[0]).toMatchObject({ contextId: 'NORDMARKT', transferTicket: 'et4c5d2a1b9f' });
    expect((marked[0] as { reportedOn: string }).reportedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists the reports sent and opens one as it was sent', async () => {
    const sent = reportFixture({ store: { ...reportFixture().store, street: 'Alte Straße 1' } });
    fakeServer(reportFixture(), [
      {
        id: 4,
        reportedOn: '2026-10-02',
        transferTicket: 'et-0001-abc',
        reportedAt: '2026-10-02T08:00:00.000Z',
        reportedBy: 'Anna Admin',
        snapshot: sent,
      },
    ]);
    const user = userEvent.setup();
    const { container } = renderPage();
    expect(await screen.findByText('et-0001-abc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meldung vom 02.10.2026 anzeigen' }));
    const snapshot = screen.getByRole('region', { name: 'Meldung vom 02.10.2026, wie gesendet' });
    expect(valueOf(snapshot, 'Straße und Hausnummer')).toBe('Alte Straße 1');
    expect(await axeFindings(container)).toEqual([]);
  });

  it('offers no marking without the right FISCAL_CHANGE', async () => {
    fakeServer(reportFixture());
    renderPage({ ...sessionFixture, rights: sessionFixture.rights.filter((r) => r !== 'FISCAL_CHANGE') });
    expect(await screen.findByRole('button', { name: 'Drucken' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Als gemeldet markieren' })).not.toBeInTheDocument();
  });

  it('opens the forms of what is missing from the report, and not from a report as sent', async () => {
    const lacking = registerFixture('2', { serialNumber: null, missing: ['serialNumber'] });
    const sent = reportFixture();
    server.use(
      http.get('/api/frontend/fiscal/registers/:uid', () =>
        HttpResponse.json({
          cashpointUid: lacking.cashpointUid,
          storeUid: 'st-1001',
          storeId: '1001',
          posId: '2',
          systemKind: 'computerCashSystem',
          manufacturer: 'Kassenbau AG',
          model: 'KX-500',
          softwareName: null,
          softwareVersion: null,
          serialNumber: null,
          tseSerial: 'TSE-2',
          purchasedOn: '2024-03-01',
          decommissionedOn: null,
          decommissionReason: null,
          firstSeen: '2024-03-01',
          removed: false,
          agentSoftware: { name: null, version: null },
        }),
      ),
    );
    fakeServer(reportFixture({ registers: [registerFixture('1'), lacking] }), [
      {
        id: 4,
        reportedOn: '2026-10-02',
        transferTicket: 'et-0001-abc',
        reportedAt: '2026-10-02T08:00:00.000Z',
        reportedBy: 'Anna Admin',
        snapshot: sent,
      },
    ]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Angaben zu Kasse 2 ändern' }));
    expect(await screen.findByRole('dialog', { name: 'Kasse 1001-2 für die Kassenmeldung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anschrift ändern' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meldung vom 02.10.2026 anzeigen' }));
    const snapshot = screen.getByRole('region', { name: 'Meldung vom 02.10.2026, wie gesendet' });
    expect(within(snapshot).queryByRole('button', { name: /ändern$/ })).not.toBeInTheDocument();
  });
});
