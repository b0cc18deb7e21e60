import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { emptyApi } from '../api/emptyApi';
import { environmentReducer } from './environmentSlice';
import { liveReducer } from './liveSlice';
import { sessionReducer } from './sessionSlice';
import { toastsReducer } from '../lib/toasts';

const rootReducer = combineReducers({
  [emptyApi.reducerPath]: emptyApi.reducer,
  session: sessionReducer,
  environment: environmentReducer,
  toasts: toastsReducer,
  live: liveReducer,
});

// Immer freezes every object that enters the state, and a tree of 50,000 registers is one reply:
// freezing it held the page for up to 90 ms at once. Freezing only catches code that mutates the
// state, which development builds and the tests still do; production builds skip it.
if (process.env.NODE_ENV === 'production') setAutoFreeze(false);

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
        immutableCheck: { ignoredPaths: [emptyApi.reducerPath] },
        serializableCheck: { ignoredPaths: [emptyApi.reducerPath] },
      }).concat(emptyApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
