import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LoadRemote } from './remote-loader';

type LazyRemote = LazyExoticComponent<ComponentType<object>>;

// One lazy component per loader and id, so revisiting a route does not suspend again.
const cache = new WeakMap<LoadRemote, Map<string, LazyRemote>>();

/**
 * React.lazy keeps a rejected import forever; a failed load is therefore dropped from the cache
 * and the next call builds a fresh lazy component with a fresh loader call.
 */
export function lazyRemote(load: LoadRemote, id: string): LazyRemote {
  let byId = cache.get(load);
  if (!byId) {
    byId = new Map();
    cache.set(load, byId);
  }
  const cached = byId.get(id);
  if (cached) return cached;

  const entries = byId;
  const component: LazyRemote = lazy(async () => {
    try {
      const module = await load(id);
      const exported = module?.default;
      if (typeof exported !== 'function' && (typeof exported !== 'object' || exported === null)) {
        throw new Error(`Remote module "${id}" has no component as its default export`);
      }
      return { default: exported as ComponentType<object> };
    } catch (error) {
      if (entries.get(id) === component) entries.delete(id);
      throw error;
    }
  });
  byId.set(id, component);
  return component;
}
