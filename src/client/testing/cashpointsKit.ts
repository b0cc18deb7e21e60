import { http, HttpResponse } from 'msw';
import { berlinCalendar, rule30 } from './calendarKit';
import type { SetupServer } from 'msw/node';
import type { Cashpoint, StoreNode, Syncfile } from '../api/cashpoints';

// The register tree of the cashpoints page tests and the fake cashpoints API.

export const cp = (storeId: string, posId: string, extra: object = {}) => ({
  uid: `c${storeId}-${posId}`,
  posId,
  storeId,
  offline: false,
  currentVersionTag: '5.13.1',
  updated: true,
  ...extra,
});

export const stores: StoreNode[] = [
  {
    id: '1001',
    name: 'Kiel, Hafen',
    uid: 's1001',
    cashpoints: [cp('1001', '1'), cp('1001', '2', { offline: true, updated: false, currentVersionTag: '5.12.3' })],
    numberOfOfflineChildren: 1,
    allVersionTags: ['5.12.3', '5.13.1'],
    allUpdated: false,
  },
  {
    id: '1002',
    name: 'München, Markt',
    uid: 's1002',
    cashpoints: [cp('1002', '1', { offline: true })],
    numberOfOfflineChildren: 1,
    allVersionTags: ['5.13.1'],
    allUpdated: true,
  },
  {
    id: '1003',
    name: 'Ulm',
    uid: 's1003',
    cashpoints: [cp('1003', '5')],
    numberOfOfflineChildren: 0,
    allVersionTags: ['5.13.1'],
    allUpdated: true,
  },
];

export const syncfile = (
  orderKey: number,
  status: number,
  installationStatus: number,
  extra: Partial<Syncfile> = {},
): Syncfile => ({
  uid: `u${orderKey}`,
  filename: `kasse-${orderKey}.zip`,
  tag: `5.${orderKey}`,
  comment: '',
  status,
  releaseDate: '2026-11-01T10:00:00.000Z',
  orderKey,
  archived: false,
  hasLog: installationStatus >= 2,
  downloaded: installationStatus > 0,
  installationStatus,
  installingSince: installationStatus === 1 ? '2026-11-20T08:30:00.000Z' : null,
  logDate: null,
  ...extra,
});

export const detail = (uid: string) => {
  const cashpoint: Cashpoint = {
    uid,
    posId: '1',
    storeId: '1001',
    storeName: 'Kiel, Hafen',
    posType: 'HAUPTKASSE',
    offline: false,
    currentVersionTag: '5.13.1',
    currentVersion: 'kasse-5.13.1.zip',
    updated: true,
    agentVersion: '3.3.0',
    lastHeartbeat: '2026-11-22T10:00:00.000Z',
    additionalDataTimestamp: null,
    agentInfo: {
      osInfo: { osName: 'Linux', hostname: 'kasse-1001-1' },
      interfaces: [{ name: 'eth0', ipAddress: '10.0.0.5' }],
    },
  };
  return {
    cashpoint,
    currentVersionTag: '5.13.1',
    syncfiles: [syncfile(4, 4, 1), syncfile(3, 2, 2), syncfile(2, 1, 0), syncfile(1, 3, 3)],
  };
};

/** The cashpoints calls; returns the deletes it received. */
export function fakeCashpointsServer(server: SetupServer) {
  const calls: string[] = [];
  server.use(
    http.get('/api/frontend/cashpoints', () => HttpResponse.json({ stores })),
    // The tree's marks of stores with open alerts; none unless a test says otherwise.
    http.get('/api/frontend/alerts/stores', () => HttpResponse.json({ storeUids: [] })),
    // The tree's maintenance marks and the details' last alerts; none unless a test says otherwise.
    http.get('/api/frontend/maintenance', () => HttpResponse.json({ maintenance: [] })),
    http.get('/api/frontend/alerts', () => HttpResponse.json({ alerts: [], total: 0 })),
    // The tree's marks of stores waiting for their window, and the calendar the details show.
    http.get('/api/frontend/store-calendar/waiting', () => HttpResponse.json({ stores: [] })),
    http.get('/api/frontend/store-calendar', () => HttpResponse.json(berlinCalendar)),
    http.get('/api/frontend/update-window-rule', () => HttpResponse.json(rule30)),
    http.get('/api/frontend/cashpoints/detail/:uid', ({ params }) => HttpResponse.json(detail(String(params.uid)))),
    http.get('/api/frontend/cashpoints/detail/cashpointinfo/:uid', () =>
      HttpResponse.json({
        commonConfigValues: [{ key: 'waehrung', value: 'EUR' }],
        serviceConfigValues: [],
        cashpointServiceStates: [{ name: 'kassenservice', state: 'RUNNING' }],
        cashpointStatusInfo: [],
        activePromotions: [{ id: 'P1', name: 'Treuepunkte x2' }],
        hostsFile: '127.0.0.1 localhost',
      }),
    ),
    http.delete('/api/frontend/cashpoints/delete/:uid', ({ params }) => {
      calls.push(`delete ${String(params.uid)}`);
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}
