import { screen } from '@testing-library/react';
import { fakeCalendarReads } from '../../testing/calendarKit';
import { setupMswServer } from '../../testing/msw';
import { renderWithProviders } from '../../testing/render';
import { TargetFacts } from './TargetFacts';

const server = setupMswServer();

/** Each fact of the list as "label: value" (the help text left out). */
const facts = () =>
  screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);

describe('TargetFacts', () => {
  it("shows the target's state, versions and update state, its own facts around them, and its store's hours last", async () => {
    fakeCalendarReads(server);
    renderWithProviders(
      <TargetFacts
        target={{ offline: true, agentVersion: '3.2.1', lastHeartbeat: null, updated: false }}
        currentVersionTag="5.14.0"
        currentVersionHelp="Zuletzt installiertes Kassen-Update"
        contextId="NORDMARKT"
        storeUid="s1001"
        leading={[['Kassennummer', '2']]}
        trailing={[['Zusatzdaten vom', '']]}
      />,
    );
    expect(await screen.findByText(/Nächstes Update-Fenster: Di, 26\.11\. 20:30 – Mi 07:30/)).toBeInTheDocument();
    expect(facts()).toEqual([
      'Kassennummer: 2',
      'Zustand: Offline',
      'Agent-Version: 3.2.1',
      'Letzter Heartbeat: Nie',
      'Installiertes Update: 5.14.0',
      'Aktualisiert: Nicht aktualisiert',
      'Zusatzdaten vom: –',
      expect.stringMatching(/^Öffnungszeiten: .*Nächstes Update-Fenster: Di, 26\.11\. 20:30 – Mi 07:30$/),
    ]);
    expect(screen.getByText('Offline')).toHaveClass('bg-danger');
    expect(screen.getByText('Nicht aktualisiert')).toHaveClass('bg-warning');
    expect(screen.getByText('Zuletzt installiertes Kassen-Update')).toBeInTheDocument();
  });

  it('shows an online, updated target with its last heartbeat', async () => {
    fakeCalendarReads(server);
    renderWithProviders(
      <TargetFacts
        target={{ offline: false, agentVersion: null, lastHeartbeat: '2026-11-20T08:15:00.000Z', updated: true }}
        currentVersionHelp="Zuletzt installiertes STORE-Update"
        contextId="NORDMARKT"
        storeUid="s1001"
      />,
    );
    expect(await screen.findByText(/Nächstes Update-Fenster/)).toBeInTheDocument();
    expect(screen.getByText('Online')).toHaveClass('bg-success');
    expect(facts().slice(0, 5)).toEqual([
      'Zustand: Online',
      'Agent-Version: –',
      expect.stringMatching(/^Letzter Heartbeat: 20\.11\.2026 \d\d:15:00$/),
      'Installiertes Update: –',
      'Aktualisiert: Ja',
    ]);
  });
});
