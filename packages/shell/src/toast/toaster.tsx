import { Suspense } from 'react';
import { ToastProvider, Toast, ToastViewport } from '@ciao/ui';
import { TOAST_DURATION_MS } from '@ciao/contracts/web';
import { useShellMessages } from '../messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { dismissToast } from './dismiss-toast';
import { selectToasts } from './toast-slice';

/**
 * Renders the toast state: Radix semantics (5000 ms, swipe 50 px, F8 focuses the viewport), named
 * in the page's language. While a language's words load, the list waits (nothing else does).
 */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}

function ToastList() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const t = useShellMessages();
  const close = t('toast.close');
  return (
    <ToastProvider duration={TOAST_DURATION_MS} label={t('toast.label')}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dispatch(dismissToast(toast.id));
          }}
          title={toast.title}
          description={toast.description}
          variant={toast.variant}
          closeLabel={close}
        />
      ))}
      {/* Radix puts the key's name in place of "{hotkey}": the message keeps it as it is. */}
      <ToastViewport label={t('toast.region', { hotkey: '{hotkey}' })} />
    </ToastProvider>
  );
}
