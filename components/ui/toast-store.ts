import { SNACKBAR_AUTO_HIDE_MS } from "@/lib/constants";

// A tiny module-level store so any client component can raise a toast without a provider or hook;
// <Toaster /> subscribes with useSyncExternalStore. Messages arrive already translated.

export type ToastVariant = "success" | "error" | "info" | "warning";

export type ToastItem = {
  id: number;
  variant: ToastVariant;
  message: string;
  /** Milliseconds before it hides itself; `Infinity` keeps it until closed. */
  duration: number;
};

export type ToastOptions = { duration?: number };

/** Older toasts beyond this are dropped so a burst of errors cannot cover the page. */
export const MAX_VISIBLE_TOASTS = 5;

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const EMPTY: readonly ToastItem[] = [];

function emit(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

/** Server render never has toasts. */
export function getServerToasts(): readonly ToastItem[] {
  return EMPTY;
}

export function showToast(
  variant: ToastVariant,
  message: string,
  options: ToastOptions = {},
): number {
  const id = nextId++;
  const duration = options.duration ?? SNACKBAR_AUTO_HIDE_MS;
  emit([...items, { id, variant, message, duration }].slice(-MAX_VISIBLE_TOASTS));
  return id;
}

export function dismissToast(id?: number): void {
  emit(id === undefined ? EMPTY : items.filter((item) => item.id !== id));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast("success", message, options),
  error: (message: string, options?: ToastOptions) => showToast("error", message, options),
  info: (message: string, options?: ToastOptions) => showToast("info", message, options),
  warning: (message: string, options?: ToastOptions) => showToast("warning", message, options),
  /** Closes one toast, or all of them without an id. */
  dismiss: dismissToast,
};
