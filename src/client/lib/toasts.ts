import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'success' | 'warning' | 'danger' | 'info';
export interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
}

let nextId = 1;

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        // The same message twice in a row (e.g. several 403s at once) is shown once.
        if (state.some((t) => t.message === action.payload.message)) return;
        state.push(action.payload);
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
