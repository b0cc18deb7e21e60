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

/** An msw server per test file, failing on any request a test did not expect. */
export function setupMswServer() {
  const server = setupServer(http.get('/api/frontend/home/situation', () => HttpResponse.json(quietSituation)));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
