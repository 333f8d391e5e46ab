import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { indexRoutes, requestKey, routeKey } from './route-index.js';

const loose = { caseSensitive: false, strict: false };

/** The same routes on every app, in the order NestJS would register them, with middleware before and a not-found and an error handler after. */
function appWithRoutes(settings: { strict?: boolean; caseSensitive?: boolean } = {}): Express {
  const app = express();
  if (settings.strict) app.enable('strict routing');
  if (settings.caseSensitive) app.enable('case sensitive routing');
  app.use((_req, res, next) => {
    res.setHeader('x-before', '1');
    next();
  });
  const answer = (name: string) => (req: Request, res: Response) => res.json({ name, params: req.params, method: req.method });
  app.get('/api/health', answer('health'));
  app.get('/api/items', answer('list'));
  app.post('/api/items', answer('create'));
  app.get('/api/items/search', answer('search'));
  app.get('/api/items/:id', answer('item'));
  app.patch('/api/items/:id', answer('edit'));
  app.get('/api/:kind/special', answer('special of any kind'));
  app.get('/api/items/:id/parts/:partId', answer('part'));
  app.get('/api/files/*path', answer('file'));
  app.get('/api/Mixed/Case', answer('mixed'));
  app.get('/api/dot/:name.:ext', answer('dotted'));
  app.get('/api/slash/', answer('slash'));
  app.get('/api/boom', (_req: Request, _res: Response, next: NextFunction) => next(new Error('boom')));
  app.get('/api', answer('root of api'));
  app.use((req: Request, res: Response) => res.status(404).json({ notFound: `${req.method} ${req.path}` }));
  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => res.status(500).json({ error: error.message }));
  return app;
}

const cases: [method: 'get' | 'post' | 'patch' | 'delete' | 'head' | 'options', path: string][] = [
  ['get', '/api/health'],
  ['get', '/api/items'],
  ['get', '/api/items/'],
  ['get', '/API/Items'],
  ['post', '/api/items'],
  ['get', '/api/items/search'],
  ['get', '/api/items/42'],
  ['get', '/api/items/42/'],
  ['get', '/api/items/42//'],
  ['head', '/api/items/42'],
  ['patch', '/api/items/42'],
  ['delete', '/api/items/42'],
  ['get', '/api/items/special'],
  ['get', '/api/things/special'],
  ['get', '/api/items/42/parts/7'],
  ['get', '/api/items/42/parts'],
  ['get', '/api/files/a/b/c.pdf'],
  ['get', '/api/mixed/case'],
  ['get', '/api/MIXED/CASE'],
  ['get', '/api/dot/readme.md'],
  ['get', '/api/slash'],
  ['get', '/api/slash/'],
  ['get', '/api//items'],
  ['get', '/api/items%2F42'],
  ['get', '/api/items/%E2%82%AC'],
  ['get', '/api/items/%zz'],
  ['get', '/api/\u212Atems'],
  ['get', '/api/boom'],
  ['get', '/api'],
  ['get', '/api/'],
  ['get', '/'],
  ['get', '/nowhere/at/all'],
  ['get', '/api/items?q=1'],
  ['options', '/api/items'],
  ['options', '/api/items/42'],
];

async function outcomes(app: Express): Promise<unknown[]> {
  const out = [];
  for (const [method, path] of cases) {
    const res = await request(app)[method](path);
    out.push({ method, path, status: res.status, body: res.body, allow: res.headers.allow ?? null, before: res.headers['x-before'] ?? null });
  }
  return out;
}

describe('indexRoutes: each request tries only the routes of its key (issue 17.1)', () => {
  for (const settings of [{}, { strict: true }, { caseSensitive: true }]) {
    it(`routes every request as Express did, to the same route with the same parameters or on to the handlers after (${JSON.stringify(settings)})`, async () => {
      const indexed = appWithRoutes(settings);
      expect(indexRoutes(indexed).groups).toBeGreaterThan(3);
      const expected = await outcomes(appWithRoutes(settings));
      expect(await outcomes(indexed)).toEqual(expected);
      // The comparison is not empty: routes were found, some requests were not.
      const statuses = (expected as { status: number }[]).map((o) => o.status);
      expect(statuses).toContain(200);
      expect(statuses).toContain(404);
      expect(statuses).toContain(500);
    });
  }

  it('puts one layer where the routes were, and leaves the middleware before and the handlers after in place', () => {
    const app = appWithRoutes();
    const stack = (app as unknown as { router: { stack: { route?: unknown; name: string }[] } }).router.stack;
    const before = stack.length;
    const { routes } = indexRoutes(app);
    expect(routes).toBe(14);
    expect(stack.length).toBe(before - routes + 1);
    expect(stack.filter((l) => l.route)).toHaveLength(0);
    expect(stack.map((l) => l.name).indexOf('routeIndex')).toBe(stack.length - 3);
  });

  it('leaves the routes as they are when one of them answers OPTIONS or every method', async () => {
    const app = express();
    app.get('/api/a', (_req, res) => res.json({ a: 1 }));
    app.all('/api/b', (_req, res) => res.json({ b: 1 }));
    expect(indexRoutes(app).groups).toBe(0);
    expect((await request(app).get('/api/b')).body).toEqual({ b: 1 });
  });

  it('keys a route by its number of segments and first two, and not when those do not tell', () => {
    expect(routeKey('/api/notarial_act/:uuid', loose)).toBe('3 api/notarial_act');
    expect(routeKey('/api/Notarial_Act', loose)).toBe('2 api/notarial_act');
    expect(routeKey('/api/Notarial_Act', { ...loose, caseSensitive: true })).toBe('2 api/Notarial_Act');
    expect(routeKey('/api/x/', loose)).toBe('2 api/x');
    expect(routeKey('/api/x/', { ...loose, strict: true })).toBe('3 api/x');
    for (const path of ['/api', '/:a/b', '/api/:kind', '/api/files/*path', '/api/x{/:y}', '/api/x/:y?', 'api/x', /x/]) expect(routeKey(path, loose)).toBeNull();
    expect(requestKey('/api/notarial_act/8b24/', loose)).toBe('3 api/notarial_act');
    expect(requestKey('/API/notarial_act', loose)).toBe('2 api/notarial_act');
    expect(requestKey('/api', loose)).toBe('1 api/');
    expect(requestKey('/', loose)).toBe('1 /');
    expect(requestKey('/api/x/', { ...loose, strict: true })).toBe('3 api/x');
  });
});
