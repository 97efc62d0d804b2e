import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { dismissToast, getVisibleToasts, subscribeToasts, type Toast, type ToastText } from './toast-store';

/**
 * Renders the visible toast (one at a time); mount once in the app providers. Radix's toast pauses
 * the dismiss timer while the toasts are hovered or focused (and while the window is in the
 * background), announces each toast to screen readers, closes on Escape or a swipe, and F8 moves
 * focus to the notifications.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getVisibleToasts, getVisibleToasts);
  const { t } = useLingui();
  return (
    <RadixToast.Provider label={t`Notifica`} swipeDirection="right">
      {toasts.map((item) => (
        <ToastView key={item.id} toast={item} />
      ))}
      {/* {hotkey} is Radix's placeholder for the shortcut (F8), not a translated message. */}
      <RadixToast.Viewport className="toaster" label={`${t`Notifiche`} ({hotkey})`} />
    </RadixToast.Provider>
  );
}

function ToastView({ toast }: { toast: Toast }) {
  const { i18n, t } = useLingui();
  const render = (text: ToastText) => (typeof text === 'string' ? text : i18n._(text));
  return (
    <RadixToast.Root
      className={`toast toast--${toast.variant}`}
      duration={toast.durationMs}
      type={toast.variant === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismissToast(toast.id);
      }}
      data-variant={toast.variant}
    >
      <div className="toast__text">
        <RadixToast.Title className="toast__title">{render(toast.title)}</RadixToast.Title>
        {toast.description ? (
          <RadixToast.Description className="toast__description">{render(toast.description)}</RadixToast.Description>
        ) : null}
      </div>
      <RadixToast.Close className="toast__close" aria-label={t`Chiudi`}>
        ×
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
