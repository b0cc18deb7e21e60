import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** 'live': the stream of the context shown is open; 'down': none is (no context, connecting, lost). */
export type LiveStreamState = 'live' | 'down';

interface LiveState {
  stream: LiveStreamState;
  /** The context the stream serves; null when the page shows none (no indicator then). */
  contextId: string | null;
  /**
   * The uids of rows changed by a recent event, each with the number of its latest mark: a row
   * changed again keeps its mark until the later one ends.
   */
  changed: Record<string, number>;
}

const initialState: LiveState = { stream: 'down', contextId: null, changed: {} };

const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    /** A stream for this context is wanted (null: none); it is down until it opens. */
    streamFor(_state, action: PayloadAction<string | null>) {
      return { stream: 'down', contextId: action.payload, changed: {} };
    },
    streamState(state, action: PayloadAction<LiveStreamState>) {
      state.stream = action.payload;
    },
    markChanged(state, action: PayloadAction<{ uids: string[]; mark: number }>) {
      for (const uid of action.payload.uids) state.changed[uid] = action.payload.mark;
    },
    unmarkChanged(state, action: PayloadAction<{ uids: string[]; mark: number }>) {
      for (const uid of action.payload.uids) if (state.changed[uid] === action.payload.mark) delete state.changed[uid];
    },
  },
});

export const { streamFor, streamState, markChanged, unmarkChanged } = liveSlice.actions;
export const liveReducer = liveSlice.reducer;

// Typed by the part they read: the store's RootState is built from this slice's reducer.
type RootState = { live: LiveState };

export const selectLiveStream = (state: RootState) => state.live.stream;
export const selectLiveContext = (state: RootState) => state.live.contextId;
/** The uids changed recently, as a set for the trees' rows (one set per change of the marks). */
export const selectChangedUids = createSelector(
  (state: RootState) => state.live.changed,
  (changed): ReadonlySet<string> => new Set(Object.keys(changed)),
);
