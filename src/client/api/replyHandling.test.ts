import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { emptyApi } from './emptyApi';
import { homeEndpoints } from './home';
import { sessionEndpoints } from './session';
import { setUnauthorizedHandler } from './replyHandling';
import { toastsReducer } from '../lib/toasts';
import { setupMswServer } from '../testing/msw';
import { messageTexts } from '../../shared/texts/de/messages';

const server = setupMswServer();

/** The api layer with the toasts it reports to, and nothing of the app around it. */
function makeStore() {
  return configureStore({
    reducer: combineReducers({ [emptyApi.reducerPath]: emptyApi.reducer, toasts: toastsReducer }),
    middleware: (getDefault) => getDefault().concat(emptyApi.middleware),
  });
}

function homeReplies(status: number, body: object) {
  server.use(http.get('/api/frontend/home', () => HttpResponse.json(body, { status })));
}

async function callHome() {
  const store = makeStore();
  const result = await store.dispatch(homeEndpoints.getHome.initiate());
  return { store, result };
}

describe('global reply handling', () => {
  it('moves to the login route on 401', async () => {
    const toLogin = jest.fn();
    setUnauthorizedHandler(toLogin);
    homeReplies(401, { message: 'Nicht angemeldet.' });
    const { store } = await callHome();
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it('shows the 403 message and swallows the call', async () => {
    homeReplies(403, { message: 'x' });
    const { store, result } = await callHome();
    expect(store.getState().toasts.map((t) => t.message)).toEqual([messageTexts.errors.forbidden]);
    expect(result.error).toMatchObject({ status: 403, handled: true });
  });

  it('shows the 404 message and swallows the call', async () => {
    homeReplies(404, { message: 'x' });
    const { store, result } = await callHome();
    expect(store.getState().toasts.map((t) => t.message)).toEqual([messageTexts.errors.notFound]);
    expect(result.error).toMatchObject({ status: 404, handled: true });
  });

  it('shows the 500 message and still hands the error to the caller', async () => {
    homeReplies(500, { message: 'kaputt' });
    const { store, result } = await callHome();
    expect(store.getState().toasts.map((t) => t.message)).toEqual([messageTexts.errors.server]);
    expect(result.error).toMatchObject({ status: 500 });
    expect(result.error).not.toHaveProperty('handled');
  });

  it('hands other errors to the caller without a message', async () => {
    homeReplies(409, { message: 'Filiale existiert bereits' });
    const { store, result } = await callHome();
    expect(store.getState().toasts).toEqual([]);
    expect(result.error).toMatchObject({ status: 409, data: { message: 'Filiale existiert bereits' } });
  });

  it('lets the login call handle its own 401', async () => {
    const toLogin = jest.fn();
    setUnauthorizedHandler(toLogin);
    server.use(http.post('/api/frontend/login', () => HttpResponse.json({ message: 'falsch' }, { status: 401 })));
    const store = makeStore();
    const result = await store.dispatch(
      sessionEndpoints.login.initiate({ loginRequest: { login: 'a', password: 'b' } }),
    );
    expect(toLogin).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 401 });
  });
});
