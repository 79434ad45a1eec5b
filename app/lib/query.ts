import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** Throws `status: body` (or `status: statusText` when the body is empty) for a non-OK response. */
export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** JSON request with credentials included; same error rule as queries. */
export async function apiRequest(method: string, url: string, data?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** Default query function: GET on the query key joined with "/", credentials included, JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export const queryDefaults = {
  queries: {
    queryFn: getQueryFn({ on401: "throw" }),
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: { retry: false },
} as const;

export function createQueryClient() {
  return new QueryClient({ defaultOptions: queryDefaults });
}
