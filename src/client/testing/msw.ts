import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The top bar's badge asks every page for the situation; nothing needs anyone unless a test says so. */
export const quietSituation = {
  contexts: [],
  total: {
    criticalAlertCount: 0,
    unownedAlertCount: 0,
    pausedRolloutCount: 0,
    waitingForApprovalRolloutCount: 0,
    runningRolloutCount: 0,
    offlineCashpointCount: 0,
    offlineStoreAgentCount: 0,
    maintenanceStoreCount: 0,
    waitingForWindowStoreCount: 0,
  },
};

/** A register that never reported devices, terminal or receipts (issue 51): green, every section empty. */
export const quietCashpointHealth = {
  state: 'green',
  causes: [],
  storeOpen: null,
  peripherals: [],
  payment: null,
  dataFlow: null,
  openReceipt: null,
};

/**
 * An msw server per test file, failing on any request a test did not expect. The start page's red
 * stores, the trees' health marks and a register's health sections (issue 51) answer that all is
 * well unless a test says otherwise, as the situation does.
 */
export function setupMswServer() {
  const server = setupServer(
    http.get('/api/frontend/home/situation', () => HttpResponse.json(quietSituation)),
    http.get('/api/frontend/store-health/red', () => HttpResponse.json({ contexts: [] })),
    http.get('/api/frontend/store-health/marks', () => HttpResponse.json({ stores: [] })),
    http.get('/api/frontend/cashpoints/health/:uid', () => HttpResponse.json(quietCashpointHealth)),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
