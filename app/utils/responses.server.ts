/** A plain-text answer that no cache keeps (an error of a resource route, a webhook's reply). Server only. */
export const plainText = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
