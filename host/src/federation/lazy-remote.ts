import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteId, RemoteProps } from '@ciao/shell';
import type { LoadRemote } from './remote-loader';

/** The component of an exposed module, taking the props @ciao/shell's contract gives it. */
export type LazyRemote<Id extends RemoteId> = LazyExoticComponent<ComponentType<RemoteProps<Id>>>;

// One lazy component per loader and id, so revisiting a route does not suspend again.
const cache = new WeakMap<LoadRemote, Map<RemoteId, LazyRemote<RemoteId>>>();

/**
 * React.lazy keeps a rejected import forever; a failed load is therefore dropped from the cache
 * and the next call builds a fresh lazy component with a fresh loader call.
 */
export function lazyRemote<Id extends RemoteId>(load: LoadRemote, id: Id): LazyRemote<Id> {
  let byId = cache.get(load);
  if (!byId) {
    byId = new Map();
    cache.set(load, byId);
  }
  const cached = byId.get(id);
  if (cached) return cached as LazyRemote<Id>;

  const entries = byId;
  const component: LazyRemote<Id> = lazy(async () => {
    try {
      const module = await load(id);
      const exported = module?.default;
      if (typeof exported !== 'function' && (typeof exported !== 'object' || exported === null)) {
        throw new Error(`Remote module "${id}" has no component as its default export`);
      }
      // Checked at build time by the remote's src/exposes.ts against the same contract.
      return { default: exported as ComponentType<RemoteProps<Id>> };
    } catch (error) {
      if (entries.get(id) === component) entries.delete(id);
      throw error;
    }
  });
  byId.set(id, component as LazyRemote<RemoteId>);
  return component;
}
