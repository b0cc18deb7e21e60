import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'success' | 'warning' | 'danger' | 'info';
export interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
}

let nextId = 1;

/**
 * At most this many messages at once, the oldest giving way: a burst of actions (save, move, move,
 * archive) must not pile up a column of messages over the page.
 */
const maxToasts = 3;

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        // The same message twice in a row (e.g. several 403s at once) is shown once.
        if (state.some((t) => t.message === action.payload.message)) return;
        state.push(action.payload);
        if (state.length > maxToasts) state.splice(0, state.length - maxToasts);
      },
      prepare(variant: ToastVariant, message: string) {
        return { payload: { id: nextId++, variant, message } };
      },
    },
    dismissToast(state, action: PayloadAction<number>) {
      return state.filter((t) => t.id !== action.payload);
    },
  },
});

export const { showToast, dismissToast } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;
