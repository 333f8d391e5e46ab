import { type RequestMethod, RequestMethod as Method } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';

export type Ctor = abstract new (...args: never[]) => unknown;

/** One route of a controller: its handler and its full path in OpenAPI form (`/api/notarial_act/{uuid}`). */
export type Route = { controller: Ctor; name: string; handler: object; verb: string; path: string };

const METHODS: Partial<Record<RequestMethod, string>> = {
  [Method.GET]: 'get',
  [Method.POST]: 'post',
  [Method.PUT]: 'put',
  [Method.PATCH]: 'patch',
  [Method.DELETE]: 'delete',
};

function joinPath(...parts: (string | undefined)[]): string {
  const path = `/${parts.filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '');
  return path.replace(/:(\w+)/g, '{$1}');
}

/**
 * Every route of these controllers from Nest's routing metadata (the OpenAPI
 * document, the body limits), controllers by name so that nothing depends on
 * the order the modules were registered in.
 */
export function* routesOf(controllers: Iterable<Ctor>, globalPrefix = 'api'): Generator<Route> {
  for (const controller of [...new Set(controllers)].sort((a, b) => a.name.localeCompare(b.name))) {
    const bases = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined].flat();
    const proto = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const paths = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined].flat();
      const verb = method === undefined ? undefined : METHODS[method];
      if (!verb || paths[0] === undefined) continue;
      for (const base of bases) {
        for (const path of paths) yield { controller, name, handler, verb, path: joinPath(globalPrefix, base, path) };
      }
    }
  }
}
