import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { setUnauthorizedHandler } from './api/replyHandling';
import { endSession } from './app/sessionSlice';
import { makeStore, type AppStore } from './app/store';
import { createAppRouter, type AppRouter } from './routes';
import { paths } from './config/paths';

/**
 * A 401 anywhere moves the app to the login route, without a reload. The session is
 * over then: its data and the cache go first, and the frame is left at once (flushSync) so it
 * cannot re-query on the emptied cache.
 */
export function connectSessionEnd(store: AppStore, router: AppRouter): void {
  setUnauthorizedHandler(() => {
    endSession(store.dispatch);
    void router.navigate(paths.login, { flushSync: true });
  });
}

export function App() {
  const [{ store, router }] = useState(() => {
    const store = makeStore();
    const router = createAppRouter();
    connectSessionEnd(store, router);
    return { store, router };
  });
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
