import type { MessageDescriptor } from '@lingui/core';
import { createAtom } from '@xstate/store';

/** A plain (already translated) string, or a Lingui descriptor that the Toaster translates. */
export type ToastText = string | MessageDescriptor;
export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastInput {
  title: ToastText;
  description?: ToastText;
  variant?: ToastVariant;
  /** Auto-dismiss delay, counted only while the toast is neither hovered nor focused; default 5 s. */
  durationMs?: number;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant' | 'durationMs'>> {
  id: number;
  description?: ToastText;
}

export const TOAST_LIMIT = 1; // the spec: one toast visible at a time; a new one replaces it
const DEFAULT_DURATION_MS = 5000;

const visible = createAtom<readonly Toast[]>([]);
let nextId = 1;

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
  visible.set((current) => [item, ...current].slice(0, TOAST_LIMIT));
  return id;
}

/** Dismisses one toast, or every toast when no id is given. */
export function dismissToast(id?: number): void {
  visible.set((current) => (id === undefined ? [] : current.filter((item) => item.id !== id)));
}

export function subscribeToasts(listener: () => void): () => void {
  const subscription = visible.subscribe(() => listener());
  return () => subscription.unsubscribe();
}

export function getVisibleToasts(): readonly Toast[] {
  return visible.get();
}
