import { useCallback } from 'react';
import { TOAST_REMOVE_DELAY_MS } from '@ciao/contracts/web';
import type { AppDispatch } from '../store/create-app-store';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { RootState } from '../store/root-reducer';
import { selectToasts, toastAdded, toastDismissed, toastRemoved, type ToastInput } from './toast-slice';

let counter = 0;
const nextId = () => `toast-${++counter}`;

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Closes a toast now and drops it from the state after TOAST_REMOVE_DELAY_MS (spec section 9). */
export const dismissToast = (id?: string) => (dispatch: AppDispatch, getState: () => RootState) => {
  dispatch(toastDismissed(id));
  const ids = id === undefined ? getState().toast.toasts.map((t) => t.id) : [id];
  for (const toastId of ids) {
    if (removalTimers.has(toastId)) continue;
    removalTimers.set(
      toastId,
      setTimeout(() => {
        removalTimers.delete(toastId);
        dispatch(toastRemoved(toastId));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
};

/** Shows toasts from anywhere (host or remote): one at a time, the newest replaces the last. */
export function useToast() {
  const dispatch = useAppDispatch();
  const toast = useCallback(
    ({ title, description, variant = 'default' }: ToastInput) => {
      const id = nextId();
      dispatch(toastAdded({ id, title, description, variant, open: true }));
      return { id, dismiss: () => dispatch(dismissToast(id)) };
    },
    [dispatch],
  );
  const dismiss = useCallback((id?: string) => dispatch(dismissToast(id)), [dispatch]);
  return { toast, dismiss };
}

/** The toasts to render; only the host's Toaster needs them. */
export function useToasts() {
  return useAppSelector(selectToasts);
}
