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
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
