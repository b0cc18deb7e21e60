import { createSlice } from '@reduxjs/toolkit';
import { sessionEndpoints, type SessionData } from '../api/session';

export type SystemType = SessionData['systemType'];

/** The server's environment flags (banner, development, test), kept as global state of their own. */
export interface EnvironmentState {
  systemType: SystemType | null;
  showBanner: boolean;
  isDevel: boolean;
  isTest: boolean;
}

const unknownEnvironment: EnvironmentState = { systemType: null, showBanner: false, isDevel: false, isTest: false };

/** isDevel and isTest follow the system type; production never shows a banner. */
export function environmentOf(session: Pick<SessionData, 'systemType' | 'showBanner'>): EnvironmentState {
  const { systemType } = session;
  return {
    systemType,
    showBanner: session.showBanner && systemType !== 'PROD',
    isDevel: systemType === 'DEVEL',
    isTest: systemType === 'TEST',
  };
}

const environmentSlice = createSlice({
  name: 'environment',
  initialState: unknownEnvironment,
  reducers: {},
  // The system does not change with the user: the flags stay after a logout, so the login page
  // still names a DEVEL or TEST system once it has been seen.
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionEndpoints.ping.matchFulfilled, (_state, action) => environmentOf(action.payload))
      .addMatcher(sessionEndpoints.login.matchFulfilled, (_state, action) => environmentOf(action.payload));
  },
});

export const environmentReducer = environmentSlice.reducer;
