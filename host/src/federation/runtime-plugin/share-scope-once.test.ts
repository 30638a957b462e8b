import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { shareScopeOncePlugin } from './share-scope-once';

const SHARED = ['react', 'react-dom', 'styled-components'];
/** Each test's container has a name of its own: the runtime keeps a global share scope per container name. */
let containers = 0;

/** A container providing SHARED, each as a module of its own, and what it registers after it starts. */
function containerWith(plugins: ModuleFederationRuntimePlugin[]) {
  const registered: string[] = [];
  const counter: ModuleFederationRuntimePlugin = {
    name: 'count-registrations',
    afterRegisterShare: ({ pkgName }) => void registered.push(pkgName),
  };
  const container = createInstance({
    name: `host_${(containers += 1)}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(
      SHARED.map((name) => [
        name,
        { version: '1.0.0', lib: () => ({ name }), shareConfig: { singleton: true, requiredVersion: '^1.0.0' } },
      ]),
    ),
    plugins: [counter, ...plugins],
  });
  registered.length = 0;
  return { container, registered };
}

/** Three shared imports, as three modules of a screen would make them. */
const importAll = (container: ReturnType<typeof createInstance>) =>
  SHARED.map((name) => container.loadShareSync<{ name: string }>(name)());

describe('share scope once plugin', () => {
  it("registers a container's shared entries once, however many shared imports follow", () => {
    const { container, registered } = containerWith([shareScopeOncePlugin()]);

    expect(importAll(container)).toEqual(SHARED.map((name) => ({ name })));
    expect(importAll(container)).toEqual(SHARED.map((name) => ({ name })));

    expect(registered.sort()).toEqual([...SHARED].sort());
  });

  it('is needed: without it, the runtime registers every entry again on each shared import', () => {
    const { container, registered } = containerWith([]);

    importAll(container);

    expect(registered).toHaveLength(SHARED.length * SHARED.length);
  });
});
