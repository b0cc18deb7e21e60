import { createSlice, type Dispatch } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { emptyApi } from '../api/emptyApi';
import { sessionEndpoints, type SessionData } from '../api/session';
import type { ColumnFilter, ColumnWidths } from '../api/users';

/** The reply of ping (or login), kept as the session data: user, rights, contexts and saved report settings. */
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
    /** The server stored the user's report column filters (a 200 reply updates the local copy). */
    columnFiltersSaved(state, action: PayloadAction<ColumnFilter[]>) {
      if (state.data) state.data.columnFilters = action.payload;
    },
    columnWidthsSaved(state, action: PayloadAction<ColumnWidths[]>) {
      if (state.data) state.data.columnWidths = action.payload;
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
      })
      // A session check answered 401: the session is gone (expired, or ended elsewhere).
      .addMatcher(sessionEndpoints.ping.matchRejected, (state, action) => {
        if (action.payload?.status === 401) state.data = null;
      });
  },
});

export const { sessionEnded, columnFiltersSaved, columnWidthsSaved } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/**
 * The session is over (logout, or a 401 anywhere): forget its data and every cached reply, so the
 * login page starts from a clean cache and no stale ping sends it back into the frame.
 */
export function endSession(dispatch: Dispatch): void {
  dispatch(sessionEnded());
  dispatch(emptyApi.util.resetApiState());
}
