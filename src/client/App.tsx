import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { setUnauthorizedHandler } from './api';
import { makeStore } from './app/store';
import { createAppRouter } from './routes';

export function App() {
  const [{ store, router }] = useState(() => {
    const router = createAppRouter();
    // A 401 anywhere moves the app to the login route (spec 2.1), without a reload.
    setUnauthorizedHandler(() => void router.navigate('/login'));
    return { store: makeStore(), router };
  });
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
