import { createSlice } from '@reduxjs/toolkit';
import { sessionEndpoints, type SessionData } from '../api';

/** The reply of ping (or login), kept as the session data of spec section 3. */
interface SessionState {
  data: SessionData | null;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: { data: null } as SessionState,
  reducers: {
    sessionEnded(state) {
      state.data = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionEndpoints.ping.matchFulfilled, (state, action) => {
        state.data = action.payload;
      })
      .addMatcher(sessionEndpoints.login.matchFulfilled, (state, action) => {
        state.data = action.payload;
      })
      .addMatcher(sessionEndpoints.logout.matchFulfilled, (state) => {
        state.data = null;
      });
  },
});

export const { sessionEnded } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
