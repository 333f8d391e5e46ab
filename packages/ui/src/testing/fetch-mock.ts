import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces `fetch` with a table of `METHOD /api/path` → answer; anything
 * else answers 404 so a test never reaches a network.
 */
export function mockApi(routes: Record<string, Handler | unknown>) {
  const calls: Request[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const route = routes[key];
    if (route === undefined) return new Response(JSON.stringify({ code: 'not_found', message: `no mock for ${key}` }), { status: 404, headers: { 'content-type': 'application/json' } });
    if (typeof route === 'function') return (route as Handler)(request);
    return new Response(JSON.stringify(route), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { calls, restore: () => spy.mockRestore() };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
