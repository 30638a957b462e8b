import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteId, RemoteProps } from '@ciao/shell';
import type { LoadRemote, RemoteModule } from './remote-loader';

/** The component of an exposed module, taking the props @ciao/shell's contract gives it. */
export type LazyRemote<Id extends RemoteId> = LazyExoticComponent<ComponentType<RemoteProps<Id>>>;

// One lazy component per loader and id, so revisiting a route does not suspend again.
const cache = new WeakMap<LoadRemote, Map<RemoteId, LazyRemote<RemoteId>>>();
// Modules already loaded (preloadRemote), per loader and id.
const loaded = new WeakMap<LoadRemote, Map<RemoteId, RemoteModule>>();

function entriesOf<V>(map: WeakMap<LoadRemote, Map<RemoteId, V>>, load: LoadRemote): Map<RemoteId, V> {
  let byId = map.get(load);
  if (!byId) {
    byId = new Map();
    map.set(load, byId);
  }
  return byId;
}

/**
 * Loads a module ahead of its first render (the page's likely screen, while React starts). Once
 * it has loaded, its lazy component renders at once: no Suspense fallback, not even for a moment.
 */
export async function preloadRemote(load: LoadRemote, id: RemoteId): Promise<void> {
  entriesOf(loaded, load).set(id, await load(id));
}

function componentOf<Id extends RemoteId>(
  id: Id,
  module: RemoteModule | undefined,
): { default: ComponentType<RemoteProps<Id>> } {
  const exported = module?.default;
  if (typeof exported !== 'function' && (typeof exported !== 'object' || exported === null)) {
    throw new Error(`Remote module "${id}" has no component as its default export`);
  }
  // Checked at build time by the remote's src/exposes.ts against the same contract.
  return { default: exported as ComponentType<RemoteProps<Id>> };
}

/**
 * React.lazy keeps a rejected import forever; a failed load is therefore dropped from the cache
 * and the next call builds a fresh lazy component with a fresh loader call.
 */
export function lazyRemote<Id extends RemoteId>(load: LoadRemote, id: Id): LazyRemote<Id> {
  const entries = entriesOf(cache, load);
  const cached = entries.get(id);
  if (cached) return cached as LazyRemote<Id>;

  const component: LazyRemote<Id> = lazy(() => {
    const ready = loaded.get(load)?.get(id);
    if (ready) {
      // A thenable that answers at once: React.lazy then renders the component in the same pass
      // (a promise, even a settled one, would answer a microtask later, after React suspended).
      const now = componentOf(id, ready);
      return { then: (resolve: (value: typeof now) => void) => resolve(now) } as unknown as Promise<typeof now>;
    }
    return load(id)
      .then((module) => componentOf(id, module))
      .catch((error: unknown) => {
        if (entries.get(id) === component) entries.delete(id);
        throw error;
      });
  });
  entries.set(id, component as LazyRemote<RemoteId>);
  return component;
}
