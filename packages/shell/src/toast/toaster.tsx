import { ToastProvider, Toast, ToastViewport } from '@ciao/ui';
import { TOAST_DURATION_MS } from '@ciao/contracts/web';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { dismissToast } from './dismiss-toast';
import { selectToasts } from './toast-slice';

/** Renders the toast state: Radix semantics (5000 ms, swipe 50 px, F8 focuses the viewport). */
export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  return (
    <ToastProvider duration={TOAST_DURATION_MS}>
      {toasts.map((t) => (
        <Toast
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dispatch(dismissToast(t.id));
          }}
          title={t.title}
          description={t.description}
          variant={t.variant}
        />
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
