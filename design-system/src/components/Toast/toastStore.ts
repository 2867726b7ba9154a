import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** At most this many toasts are kept; a new one replaces the oldest. */
export const TOAST_LIMIT = 1;
/** How long a toast stays on screen unless the toast sets its own duration. */
export const TOAST_DURATION = 5000;
/** How long a dismissed toast stays in state, so a caller holding its id can still update it. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Pixels a toast must be dragged to the right before letting go dismisses it. */
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; Infinity keeps it until dismissed. */
  duration?: number;
  /** An extra button, e.g. "Undo". */
  action?: ReactNode;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

// One module-level store: the design system is a Module Federation singleton, so the shell's Toaster
// shows toasts raised from either remote.
export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function forget(id: string) {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const { toasts } = toastStore.getState();
  const targets = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (targets.length === 0) return;
  targets.forEach((t) => scheduleRemoval(t.id));
  toastStore.setState({
    toasts: toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)),
  });
}

function updateToast(id: string, options: ToastOptions) {
  toastStore.setState((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...options } : t)) }));
}

/** Shows a toast. Works from anywhere, including outside React; a mounted Toaster displays it. */
export function toast(options: ToastOptions): ToastHandle {
  counter += 1;
  const id = `toast-${counter}`;
  const { toasts } = toastStore.getState();
  const kept = [{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  toasts.filter((t) => !kept.includes(t)).forEach((t) => forget(t.id));
  toastStore.setState({ toasts: kept });
  return { id, dismiss: () => dismissToast(id), update: (next) => updateToast(id, next) };
}

export function useToast() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  return { toasts, toast, dismiss: dismissToast };
}
