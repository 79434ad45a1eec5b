import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, createQueryClient, getQueryFn, throwIfResNotOk } from "./query";

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const context = (queryKey: unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

afterEach(() => vi.unstubAllGlobals());

describe("default query function", () => {
  it("GETs the query key joined with '/', credentials included, and reads JSON", async () => {
    const fetchMock = mockFetch(Response.json({ date: "2026-12-01", windows: [] }));
    const data = await getQueryFn({ on401: "throw" })(context(["/api/availability", "2026-12-01"]));
    expect(fetchMock).toHaveBeenCalledWith("/api/availability/2026-12-01", { credentials: "include" });
    expect(data).toEqual({ date: "2026-12-01", windows: [] });
  });

  it("throws `status: body` for a non-OK answer", async () => {
    mockFetch(new Response("date out of range", { status: 400, statusText: "Bad Request" }));
    await expect(getQueryFn({ on401: "throw" })(context(["/api/x"]))).rejects.toThrow("400: date out of range");
  });

  it("throws `status: statusText` when the body is empty", async () => {
    mockFetch(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(getQueryFn({ on401: "throw" })(context(["/api/x"]))).rejects.toThrow("503: Service Unavailable");
  });

  it("401 throws by default, and returns null in returnNull mode", async () => {
    mockFetch(new Response("no session", { status: 401, statusText: "Unauthorized" }));
    await expect(getQueryFn({ on401: "throw" })(context(["/api/me"]))).rejects.toThrow("401: no session");
    mockFetch(new Response("no session", { status: 401, statusText: "Unauthorized" }));
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/me"]))).resolves.toBeNull();
  });
});

describe("query client defaults (app/lib/settings.ts)", () => {
  it("never retries, never goes stale, no refetch on focus, no polling", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(typeof queries?.queryFn).toBe("function");
    expect(mutations).toMatchObject({ retry: false });
  });

  it("the client's default query function is the GET-on-key function", async () => {
    const fetchMock = mockFetch(Response.json({ ok: true }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["/api/availability", "2026-12-02"] })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/availability/2026-12-02");
  });
});

describe("mutation helper", () => {
  it("sends JSON with credentials and applies the same error rule", async () => {
    const fetchMock = mockFetch(Response.json({ reference: "NS-1" }, { status: 201 }));
    const res = await apiRequest("POST", "/api/bookings", { a: 1 }, { "Idempotency-Key": "k" });
    expect(res.status).toBe(201);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: JSON.stringify({ a: 1 }) });
    expect(init?.headers).toEqual({ "Content-Type": "application/json", "Idempotency-Key": "k" });

    mockFetch(new Response('{"errors":{}}', { status: 409, statusText: "Conflict" }));
    await expect(apiRequest("POST", "/api/bookings", {})).rejects.toThrow('409: {"errors":{}}');
  });

  it("throwIfResNotOk passes OK responses", async () => {
    await expect(throwIfResNotOk(new Response("fine"))).resolves.toBeUndefined();
  });
});
