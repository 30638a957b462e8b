import { useCallback } from 'react';
import { useAppStoreGate } from '../store/app-store-gate-context';
import type { ToastInput } from './toast-slice';

let counter = 0;
const nextId = () => `toast-${++counter}`;

/**
 * Shows toasts from anywhere (host or remote): one at a time, the newest replaces the last. The
 * toast goes into the store; a toast asked for before the store is loaded shows once it is.
 */
export function useToast() {
  const gate = useAppStoreGate();
  const dismiss = useCallback((id?: string) => gate.run((shell) => shell.dismissToast(id)), [gate]);
  const toast = useCallback(
    ({ title, description, variant = 'default' }: ToastInput) => {
      const id = nextId();
      gate.run((shell) => shell.showToast({ id, title, description, variant, open: true }));
      return { id, dismiss: () => dismiss(id) };
    },
    [gate, dismiss],
  );
  return { toast, dismiss };
}
