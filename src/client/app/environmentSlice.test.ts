import { http, HttpResponse } from 'msw';
import { sessionEndpoints } from '../api/session';
import { setupMswServer } from '../testing/msw';
import { sessionFixture } from '../testing/render';
import { environmentOf } from './environmentSlice';
import { makeStore } from './store';

const server = setupMswServer();

describe('environment flags', () => {
  it('derives isDevel and isTest from the system type', () => {
    expect(environmentOf({ systemType: 'DEVEL', showBanner: true })).toEqual({
      systemType: 'DEVEL',
      showBanner: true,
      isDevel: true,
      isTest: false,
    });
    expect(environmentOf({ systemType: 'TEST', showBanner: true })).toMatchObject({ isDevel: false, isTest: true });
  });

  it('never shows a banner on production, nor when the server turns it off', () => {
    expect(environmentOf({ systemType: 'PROD', showBanner: true }).showBanner).toBe(false);
    expect(environmentOf({ systemType: 'DEVEL', showBanner: false }).showBanner).toBe(false);
  });

  it('is filled from the session check and kept after logout', async () => {
    server.use(
      http.get('/api/frontend/ping', () => HttpResponse.json({ ...sessionFixture, systemType: 'TEST' })),
      http.get('/api/frontend/logout', () => HttpResponse.json({ ok: true })),
    );
    const store = makeStore();
    expect(store.getState().environment.showBanner).toBe(false);
    await store.dispatch(sessionEndpoints.ping.initiate());
    expect(store.getState().environment).toEqual({
      systemType: 'TEST',
      showBanner: true,
      isDevel: false,
      isTest: true,
    });
    await store.dispatch(sessionEndpoints.logout.initiate());
    expect(store.getState().session.data).toBeNull();
    expect(store.getState().environment.isTest).toBe(true);
  });
});
