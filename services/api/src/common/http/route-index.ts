import { Router, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';

type RouteLayer = { route?: { path: unknown; methods: Record<string, boolean | undefined> } };
type RouterLike = RequestHandler & { stack: RouteLayer[]; use(handler: RequestHandler): unknown };
type Keys = { caseSensitive: boolean; strict: boolean };

/**
 * Which routes a request path can match, told by its number of segments and
 * its first two: `/api/notarial_act/:uuid` is `3 api/notarial_act`. Null for
 * a path the key cannot tell: a wildcard, an optional part or a pattern
 * (path-to-regexp's `*`, `{…}`, `(…)`), or a parameter in its first two
 * segments. A route with a key matches only request paths with the same key
 * (a parameter is one non-empty segment; a path ends with at most one slash
 * more unless routing is strict; case counts only when routing is case
 * sensitive), so a key only narrows where to look: the routes' own matchers
 * still decide.
 */
export function routeKey(path: unknown, { caseSensitive, strict }: Keys): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || /[*?{}()[\]+!\\]/.test(path)) return null;
  // As the router reads a route's path when routing is not strict: without its trailing slashes.
  const segments = (strict ? path : path.replace(/\/+$/, '')).slice(1).split('/');
  const [first, second] = segments;
  if (segments.length < 2 || !first || !second || first.includes(':') || second.includes(':')) return null;
  const key = `${segments.length} ${first}/${second}`;
  return caseSensitive ? key : key.toLowerCase();
}

/** The key of a request's path (see routeKey). */
export function requestKey(pathname: string, { caseSensitive, strict }: Keys): string {
  const path = !strict && pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  let end = path.indexOf('/', 1);
  const first = end === -1 ? path.slice(1) : path.slice(1, end);
  const start = end + 1;
  end = end === -1 ? -1 : path.indexOf('/', start);
  const second = start === 0 ? '' : end === -1 ? path.slice(start) : path.slice(start, end);
  let count = 1;
  for (let i = 1; i < path.length; i++) if (path.charCodeAt(i) === 47) count++;
  const key = `${count} ${first}/${second}`;
  return caseSensitive ? key : key.toLowerCase();
}

/**
 * Issue 17.1: Express tries an application's routes one after another, and
 * NestJS registers every controller's routes on the application's one
 * router: "my acts" (GET /api/notarial_act) was the 40th of 112 routes
 * tried, a video identity check the 110th. This replaces the run of route
 * layers (between the middleware before them and NestJS's not-found and
 * error handlers after) with one layer that hands each request to the
 * routes of its key only (routeKey), in their order, keeping every route a
 * key cannot tell in each group at its place. So a request is matched by
 * the same route, with the same parameters, as before: a request no route
 * of its group matches goes on to the layers after, as it did.
 *
 * Left as it is when a route answers OPTIONS or every method (`all`):
 * Express then answers OPTIONS from the routes it tried, which a group
 * would do before the layers after them. Otherwise OPTIONS passes the
 * routes by, as it did (none of them answers it).
 */
export function indexRoutes(app: Express): { groups: number; routes: number } {
  const router = (app as unknown as { router: RouterLike }).router;
  const stack = router.stack;
  const keys: Keys = { caseSensitive: Boolean(app.enabled('case sensitive routing')), strict: Boolean(app.enabled('strict routing')) };
  const first = stack.findIndex((layer) => layer.route);
  let end = first;
  while (end >= 0 && end < stack.length && stack[end]!.route) end++;
  const run = first < 0 ? [] : stack.slice(first, end);
  const answersOptions = run.some((layer) => layer.route!.methods.options || layer.route!.methods._all);
  if (run.length < 2 || answersOptions) return { groups: 0, routes: run.length };

  const keyed = run.map((layer) => ({ layer, key: routeKey(layer.route!.path, keys) }));
  const groupOf = (key: string | null): RouterLike => {
    const group = Router({ caseSensitive: keys.caseSensitive, strict: keys.strict }) as unknown as RouterLike;
    group.stack.push(...keyed.filter((k) => k.key === null || k.key === key).map((k) => k.layer));
    return group;
  };
  const groups = new Map<string, RouterLike>();
  for (const { key } of keyed) if (key !== null && !groups.has(key)) groups.set(key, groupOf(key));
  const unkeyed = keyed.some((k) => k.key === null) ? groupOf(null) : null;

  const dispatch = function routeIndex(req: Request, res: Response, next: NextFunction): void {
    if (req.method === 'OPTIONS') return next();
    const group = groups.get(requestKey(req.path, keys)) ?? unkeyed;
    if (!group) return next();
    group(req, res, next);
  };
  // A layer as the router makes one (its matcher and error handling), put where the routes were.
  router.use(dispatch);
  const layer = stack.pop()!;
  stack.splice(first, run.length, layer);
  return { groups: groups.size, routes: run.length };
}
