import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import type { RemoteQueryProps } from "./remote-query";

// TanStack Query is in this chunk only, loaded once a query is first enabled (docs/decisions/0021).
const RemoteQuery = lazy(() => import("./remote-query")) as unknown as ComponentType<RemoteQueryProps<unknown>>;

/**
 * A GET the booking form makes as the visitor fills it in (docs/decisions/0021: the query key's segments joined with
 * "/"). Returns the answer for this key (null until it is there), whether it is being fetched, and an element to
 * render anywhere in the form: it loads TanStack Query after hydration, the first time a query is enabled.
 */
export function useRemoteQuery<T>(
  queryKey: readonly string[],
  enabled: boolean,
  seed?: T,
): { data: T | null; fetching: boolean; node: ReactNode } {
  const hydrated = useHydrated();
  const key = queryKey.join("/");
  const [result, setResult] = useState<{ key: string; data: T | null; fetching: boolean }>();
  const onResult = useCallback(
    ({ data, fetching }: { data: unknown; fetching: boolean }) => setResult({ key, data: data as T | null, fetching }),
    [key],
  );
  const active = hydrated && enabled;
  const current = result?.key === key ? result : undefined;
  return {
    data: enabled ? (current?.data ?? null) : null,
    fetching: active && (current?.fetching ?? true),
    node: active ? (
      <Suspense fallback={null}>
        <RemoteQuery key={key} queryKey={queryKey} seed={seed} onResult={onResult} />
      </Suspense>
    ) : null,
  };
}
