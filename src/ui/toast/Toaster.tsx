import { useEffect, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { dismissToast, getVisibleToasts, subscribeToasts, type Toast, type ToastText } from './toast-store';

/** Renders the visible toast (one at a time) in a live region; mount once in the app providers. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getVisibleToasts, getVisibleToasts);
  const { t } = useLingui();
  return (
    <div className="toaster" role="region" aria-label={t`Notifiche`}>
      {toasts.map((item) => (
        <ToastView key={item.id} toast={item} />
      ))}
    </div>
  );
}

function ToastView({ toast }: { toast: Toast }) {
  const { i18n, t } = useLingui();
  const render = (text: ToastText) => (typeof text === 'string' ? text : i18n._(text));

  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs]);

  return (
    <div className={`toast toast--${toast.variant}`} role={toast.variant === 'error' ? 'alert' : 'status'}>
      <div className="toast__text">
        <p className="toast__title">{render(toast.title)}</p>
        {toast.description ? <p className="toast__description">{render(toast.description)}</p> : null}
      </div>
      <button type="button" className="toast__close" onClick={() => dismissToast(toast.id)} aria-label={t`Chiudi`}>
        ×
      </button>
    </div>
  );
}
