import type { AppStoreGate } from './app-store-gate-context';
import type { ShellStore } from './shell-store';

/** A gate; given a store (tests, stories), it is open from the start. */
export function createAppStoreGate(given?: ShellStore): AppStoreGate {
  let current = given ?? null;
  let loading: Promise<ShellStore> | undefined;
  let created = (_store: ShellStore) => {};
  const ready = given ? Promise.resolve(given) : new Promise<ShellStore>((resolve) => (created = resolve));
  const load = () =>
    current
      ? Promise.resolve(current)
      : (loading ??= import('@ciao/shell/store').then(
          ({ createShellStore }) => {
            current ??= createShellStore();
            created(current);
            return current;
          },
          (error: unknown) => {
            loading = undefined;
            throw error;
          },
        ));
  return {
    get current() {
      return current;
    },
    ready,
    load,
    run(task) {
      if (current) task(current);
      // Lost only when the entry cannot be loaded (offline, before the service worker kept it).
      else load().then(task, () => undefined);
    },
  };
}
