import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../api';
import { environmentReducer } from './environmentSlice';
import { sessionReducer } from './sessionSlice';
import { toastsReducer } from '../lib/toasts';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionReducer,
  environment: environmentReducer,
  toasts: toastsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The development checks walk the whole state on every action. The API cache holds large
    // report replies that are JSON from the wire and frozen by Immer, so walking it only costs
    // time (with a report open, every action took tens of milliseconds).
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: { ignoredPaths: [api.reducerPath] },
        serializableCheck: { ignoredPaths: [api.reducerPath] },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
