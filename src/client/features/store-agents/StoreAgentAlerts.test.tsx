import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StoreAgentTreeItem } from '../../api/store-agents';
import { fakeAlertStores } from '../../testing/alertsKit';
import { fakeCalendarReads } from '../../testing/calendarKit';
import { fakeLayout } from '../../testing/layout';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { StoreAgentsPage } from './StoreAgentsPage';

/** Any mark but the health mark every row has (issue 51). */
const notHealth = /^(?!Betriebsfähigkeit)/;

const server = setupMswServer();
fakeLayout({ clientHeight: 600, clientWidth: 400, offsetHeight: 34, offsetWidth: 400 });

const agent = (storeId: string, name: string, storeUid: string): StoreAgentTreeItem => ({
  storeId,
  name,
  uid: `a${storeId}`,
  storeUid,
  offline: false,
  updated: true,
  currentVersionTag: '8.5.0',
  agentVersion: '2.1.0',
  lastHeartbeat: '2026-11-20T10:00:00.000Z',
});

describe('StoreAgentsPage alert marks', () => {
  it('marks the store servers of the stores the server names, by store uid', async () => {
    server.use(
      http.get('/api/frontend/store-agents', () =>
        HttpResponse.json({ storeAgents: [agent('1001', 'Kiel', 'uid-kiel'), agent('1002', 'München', 'uid-muc')] }),
      ),
    );
    // The store number of an agent is no store uid: only the uid marks.
    const queries = fakeAlertStores(server, ['uid-kiel', '1002']);
    fakeCalendarReads(server);
    renderRoutes(
      [{ path: '/frontend/store-agents', element: <StoreAgentsPage /> }],
      '/frontend/store-agents?contextId=NORDMARKT',
    );
    const kiel = await screen.findByRole('treeitem', { name: /1001 Kiel/ });
    await waitFor(() => expect(within(kiel).getByRole('img', { name: 'Offener Alarm' })).toBeInTheDocument());
    expect(
      within(screen.getByRole('treeitem', { name: /1002 München/ })).queryByRole('img', { name: notHealth }),
    ).toBeNull();
    expect(Object.fromEntries(queries[0]!)).toEqual({ contextId: 'NORDMARKT' });
  });

  it('marks the store servers of stores in maintenance, by store uid, with its end and reason', async () => {
    server.use(
      http.get('/api/frontend/store-agents', () =>
        HttpResponse.json({ storeAgents: [agent('1001', 'Kiel', 'uid-kiel'), agent('1002', 'München', 'uid-muc')] }),
      ),
    );
    fakeAlertStores(
      server,
      [],
      [
        {
          uid: 'm1',
          storeUid: 'uid-muc',
          storeId: '1002',
          cashpointUid: null,
          posId: null,
          reason: 'Netzwerkwechsel',
          from: '2026-11-20T08:00:00.000Z',
          until: '2026-11-20T18:00:00.000Z',
          createdBy: 'Otto Operator',
        },
      ],
    );
    fakeCalendarReads(server);
    renderRoutes(
      [{ path: '/frontend/store-agents', element: <StoreAgentsPage /> }],
      '/frontend/store-agents?contextId=NORDMARKT',
    );
    const munich = await screen.findByRole('treeitem', { name: /1002 München/ });
    await waitFor(() =>
      expect(within(munich).getByRole('img', { name: /^In Wartung bis .*: Netzwerkwechsel$/ })).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('treeitem', { name: /1001 Kiel/ })).queryByRole('img', { name: notHealth }),
    ).toBeNull();
  });

  it('marks the store servers of stores waiting for their update window, by store uid', async () => {
    server.use(
      http.get('/api/frontend/store-agents', () =>
        HttpResponse.json({ storeAgents: [agent('1001', 'Kiel', 'uid-kiel'), agent('1002', 'München', 'uid-muc')] }),
      ),
    );
    fakeAlertStores(server, []);
    fakeCalendarReads(server, [
      { storeUid: 'uid-muc', storeId: '1002', notBefore: null, timeZone: 'Europe/Berlin', registers: 0 },
    ]);
    renderRoutes(
      [{ path: '/frontend/store-agents', element: <StoreAgentsPage /> }],
      '/frontend/store-agents?contextId=NORDMARKT',
    );
    const munich = await screen.findByRole('treeitem', { name: /1002 München/ });
    await waitFor(() =>
      expect(within(munich).getByRole('img', { name: 'Wartet auf Update-Fenster' })).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('treeitem', { name: /1001 Kiel/ })).queryByRole('img', { name: notHealth }),
    ).toBeNull();
  });
});
