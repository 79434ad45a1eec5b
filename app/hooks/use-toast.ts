import * as React from "react";
import { toastSettings } from "~/lib/settings";

export type ToastData = {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: "default" | "destructive";
  duration?: number;
  open: boolean;
};

type State = { toasts: ToastData[] };
type Action = { type: "ADD"; toast: ToastData } | { type: "DISMISS"; id?: string } | { type: "REMOVE"; id?: string };

/** Pure reducer: newest first, never more than `toastSettings.limit`. */
export function toastReducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, toastSettings.limit) };
    case "DISMISS":
      return {
        toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)),
      };
    case "REMOVE":
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

let memory: State = { toasts: [] };
const listeners = new Set<(s: State) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function dispatch(action: Action) {
  memory = toastReducer(memory, action);
  if (action.type === "DISMISS") {
    for (const t of memory.toasts) if (!t.open) scheduleRemoval(t.id);
  }
  listeners.forEach((l) => l(memory));
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: "REMOVE", id });
    }, toastSettings.removeDelay),
  );
}

export function toast(props: Omit<ToastData, "id" | "open">) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  dispatch({ type: "ADD", toast: { ...props, id, open: true } });
  return { id, dismiss: () => dispatch({ type: "DISMISS", id }) };
}

export function dismissToast(id?: string) {
  dispatch({ type: "DISMISS", id });
}

/** Listen to the toast queue; returns the unsubscribe function. */
export function subscribeToasts(listener: (s: State) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Current toast state. */
export function getToastState() {
  return memory;
}

export function useToast() {
  const [state, setState] = React.useState(memory);
  React.useEffect(() => subscribeToasts(setState), []);
  return { ...state, toast, dismiss: dismissToast };
}
