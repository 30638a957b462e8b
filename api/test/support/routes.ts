import type { Express } from 'express';

/** One route the app serves: its method and its Express path (e.g. /api/user/:userId/stats). */
export type AppRoute = { method: string; path: string };

type Layer = {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

const join = (prefix: string, part: unknown) => {
  const text = typeof part === 'string' ? part : '';
  return `${prefix}${text === '/' ? '' : text}`.replace(/\/{2,}/g, '/');
};

/**
 * Every route of the app, read from Express's router stack (mounted routers included), so a test
 * that walks them cannot forget a new one. Only string paths are expected; anything else throws.
 */
export function routesOf(app: Express): AppRoute[] {
  const routes: AppRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string') throw new Error(`route with a non-string path under ${prefix}`);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all')
            routes.push({ method: method.toUpperCase(), path: join(prefix, layer.route.path) });
        }
      } else if (layer.handle?.stack) {
        if (layer.rawPath !== undefined && typeof layer.rawPath !== 'string')
          throw new Error(`router mounted on a non-string path under ${prefix}`);
        walk(layer.handle.stack, join(prefix, layer.rawPath ?? '/'));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  const seen = new Set<string>();
  return routes.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The routes under /api. */
export const apiRoutesOf = (app: Express) => routesOf(app).filter((r) => r.path.startsWith('/api/'));

/** A concrete URL path: each :param from `params`, else a fixed placeholder. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? `placeholder-${name}`));
}
