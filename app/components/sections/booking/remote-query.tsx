import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { createQueryClient } from "~/lib/query";

let client: QueryClient | undefined;
/** One cache for the page's life. This module is only ever loaded in the browser (see use-remote-query.tsx). */
const queryClient = () => (client ??= createQueryClient());

export interface RemoteQueryProps<T> {
  queryKey: readonly string[];
  /** an answer the page already has for this key (the server's, after a refused submit): it goes into the cache */
  seed?: T;
  onResult: (result: { data: T | null; fetching: boolean }) => void;
}

/** One TanStack Query observer (the defaults and default query function of docs/decisions/0021); renders nothing. */
export default function RemoteQuery<T>({ queryKey, seed, onResult }: RemoteQueryProps<T>) {
  const qc = queryClient();
  useEffect(() => {
    if (seed !== undefined) qc.setQueryData(queryKey, seed);
    // the key is fixed for this component's life (its parent keys it), the seed is what changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [qc, seed]);
  const { data, isFetching } = useQuery<T | null>({ queryKey }, qc);
  useEffect(() => onResult({ data: data ?? null, fetching: isFetching }), [data, isFetching, onResult]);
  return null;
}
