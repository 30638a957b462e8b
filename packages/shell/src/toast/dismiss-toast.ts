import { TOAST_REMOVE_DELAY_MS } from '@ciao/contracts/web';
import type { AppDispatch } from '../store/create-app-store';
import type { RootState } from '../store/root-reducer';
import { toastDismissed, toastRemoved } from './toast-slice';

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Closes a toast now (every toast without an id) and drops it from the state after TOAST_REMOVE_DELAY_MS (spec section 9). */
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
