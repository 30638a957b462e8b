import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_LIMIT } from '@ciao/contracts/web';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** False once dismissed; the item stays until removed (spec: after TOAST_REMOVE_DELAY_MS). */
  open: boolean;
}

/** @public named by the declarations of the store in the packed @ciao/shell */
export interface ToastState {
  toasts: ToastItem[];
}

const initialState: ToastState = { toasts: [] };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    /** One at a time (TOAST_LIMIT): a new toast replaces the one on screen. */
    toastAdded(state, action: PayloadAction<ToastItem>) {
      state.toasts = [action.payload, ...state.toasts].slice(0, TOAST_LIMIT);
    },
    /** Closes one toast, or every toast when no id is given. */
    toastDismissed(state, action: PayloadAction<string | undefined>) {
      for (const toast of state.toasts) {
        if (action.payload === undefined || toast.id === action.payload) toast.open = false;
      }
    },
    toastRemoved(state, action: PayloadAction<string | undefined>) {
      state.toasts = action.payload === undefined ? [] : state.toasts.filter((t) => t.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.toasts,
  },
});

export const { toastAdded, toastDismissed, toastRemoved } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
