export { Toaster } from './Toaster';
export { toast, dismissToast, TOAST_LIMIT, type ToastInput, type ToastText, type ToastVariant } from './toast-store';
