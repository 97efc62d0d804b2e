import type { MessageDescriptor } from '@lingui/core';

/** A plain (already translated) string, or a Lingui descriptor that the Toaster translates. */
export type ToastText = string | MessageDescriptor;
export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastInput {
  title: ToastText;
  description?: ToastText;
  variant?: ToastVariant;
  /** Auto-dismiss delay; default 5 s. */
  durationMs?: number;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant' | 'durationMs'>> {
  id: number;
  description?: ToastText;
}

export const TOAST_LIMIT = 1; // the spec: one toast visible at a time; a new one replaces it
const DEFAULT_DURATION_MS = 5000;

let visible: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  visible = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast (replacing the one on screen) and returns its id. Callable from anywhere. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: Toast = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'info',
    durationMs: input.durationMs ?? DEFAULT_DURATION_MS,
  };
  publish([item, ...visible].slice(0, TOAST_LIMIT));
  return id;
}

/** Dismisses one toast, or every toast when no id is given. */
export function dismissToast(id?: number): void {
  publish(id === undefined ? [] : visible.filter((item) => item.id !== id));
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getVisibleToasts(): readonly Toast[] {
  return visible;
}
