import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False on the server and during hydration, true once JavaScript runs the page. */
export function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
