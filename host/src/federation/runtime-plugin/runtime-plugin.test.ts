import { useTestApi } from '@ciao/api-client/testing';
import { satisfy } from '@module-federation/enhanced/runtime';
import { accepts, compatibleSingletonPlugin } from './compatible-singleton';
import { fallbackPlugin, RemoteUnavailableError } from './fallback';
import { REMOTE_RETRIES, RETRY_DELAY_MS, retryPlugin } from './retry';

// The hooks are plain functions; the runtime's argument objects are built here with what they read.
type Hook = (...args: never[]) => unknown;
const call = <T>(hook: unknown, ...args: unknown[]) => (hook as Hook)(...(args as never[])) as T;

const api = useTestApi();
beforeEach(() => {
  // The plugin logs each retry on the console.
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

// The plugin waits RETRY_DELAY_MS between manifest attempts, whatever it is given.
const manifestWait = (retries: number) => retries * RETRY_DELAY_MS + 5_000;

describe('retry plugin: manifests', () => {
  it(
    'when the manifest fails twice and then answers, then the answer is used',
    async () => {
      let calls = 0;
      api.route('GET /remotes/mf-referral/mf-manifest.json', () =>
        ++calls <= 2 ? { status: 503 } : { json: { id: 'mf_referral' } },
      );

      const response = await call<Promise<Response>>(
        retryPlugin().fetch,
        `${api.url}/remotes/mf-referral/mf-manifest.json`,
        {},
      );

      await expect(response.json()).resolves.toEqual({ id: 'mf_referral' });
      expect(api.requests).toHaveLength(3);
    },
    manifestWait(2),
  );

  it(
    'when the manifest keeps failing, then it gives up after the retries',
    async () => {
      api.route('GET /remotes/mf-admin/mf-manifest.json', { status: 404, json: { message: 'Not found' } });

      await expect(
        call<Promise<Response>>(retryPlugin().fetch, `${api.url}/remotes/mf-admin/mf-manifest.json`, {}),
      ).rejects.toThrow(/abandoned/);
      expect(api.requests).toHaveLength(1 + REMOTE_RETRIES);
    },
    manifestWait(REMOTE_RETRIES),
  );
});

describe('retry plugin: remote entry', () => {
  const fastRetry = retryPlugin(1);

  it('drops the failed load and loads the entry again until it works', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, unknown> = { 'mf_referral:entry': Promise.resolve() };
    const seenLoading: unknown[] = [];
    const getRemoteEntry = jest.fn(async () => {
      seenLoading.push(globalLoading['mf_referral:entry']);
      if (getRemoteEntry.mock.calls.length === 1) throw new Error('ScriptNetworkError');
      return exports;
    });

    const result = await call<Promise<unknown>>(fastRetry.loadEntryError, {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_referral' },
      globalLoading,
      uniqueKey: 'mf_referral:entry',
    });

    expect(result).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(seenLoading).toEqual([undefined, undefined]);
  });

  it('when every retry fails, then the error goes on to the runtime', async () => {
    const getRemoteEntry = jest.fn(async () => {
      throw new Error('ScriptNetworkError');
    });

    await expect(
      call<Promise<unknown>>(fastRetry.loadEntryError, {
        getRemoteEntry,
        origin: {},
        remoteInfo: { name: 'mf_referral' },
        globalLoading: {},
        uniqueKey: 'k',
      }),
    ).rejects.toThrow('ScriptNetworkError');
    expect(getRemoteEntry).toHaveBeenCalledTimes(REMOTE_RETRIES);
  });
});

describe('retry plugin: the exposed module', () => {
  it('when its chunks fail to load, then the module is asked for again', async () => {
    const factory = () => ({ default: 'ReferralScreen' });
    const get = jest.fn(async () => {
      if (get.mock.calls.length === 1) throw new Error('ChunkLoadError');
      return factory;
    });

    const result = await call<Promise<unknown>>(retryPlugin(1).getModuleFactory, {
      remoteEntryExports: { get, init: jest.fn() },
      expose: './ReferralScreen',
      moduleInfo: { name: 'mf_referral' },
    });

    expect(result).toBe(factory);
    expect(get).toHaveBeenCalledWith('./ReferralScreen');
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('fallback plugin', () => {
  it('turns a failed module load into one RemoteUnavailableError', () => {
    const cause = new Error('[ Federation Runtime ]: RUNTIME-003 manifest failed');

    let thrown: unknown;
    try {
      call(fallbackPlugin().errorLoadRemote, { id: 'mf_referral/ReferralScreen', error: cause, lifecycle: 'onLoad' });
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(RemoteUnavailableError);
    expect(thrown).toMatchObject({ remoteId: 'mf_referral/ReferralScreen', cause });
  });

  it('names the remote container that stayed unavailable, so the shell can report its release', () => {
    const unavailable: string[] = [];
    expect(() =>
      call(fallbackPlugin((remote) => unavailable.push(remote)).errorLoadRemote, {
        id: 'mf_referral/ReferralScreen',
        error: new Error('chunk'),
        lifecycle: 'onLoad',
      }),
    ).toThrow(RemoteUnavailableError);
    call(fallbackPlugin((remote) => unavailable.push(remote)).errorLoadRemote, {
      id: 'mf_referral/ReferralScreen',
      error: new Error('manifest'),
      lifecycle: 'afterResolve',
    });
    expect(unavailable).toEqual(['mf_referral']);
  });

  it('leaves earlier stages alone so the runtime can clear its cache', () => {
    expect(
      call(fallbackPlugin().errorLoadRemote, { id: 'x', error: new Error('manifest'), lifecycle: 'afterResolve' }),
    ).toBeUndefined();
  });
});

describe('compatible singleton plugin', () => {
  type Resolved = { shared: { from: string }; useTreesShaking: boolean } | undefined;
  type Args = { version: string; resolver: () => Resolved };
  const defaultPick = { shared: { from: 'default' }, useTreesShaking: false };
  /**
   * `asker` asks for `@ciao/shell/store` (^2.0.0) on the page of `ciao_host`; the runtime's own pick
   * ('loaded-first') is the loaded version, else the highest registered.
   */
  function resolve(
    registered: Record<string, { from: string; loaded?: boolean; loading?: Promise<void> }>,
    required = '^2.0.0',
    asker = 'ciao_host',
    others: Record<string, Record<string, { from: string; loaded?: boolean }>> = {},
  ) {
    const loaded = Object.keys(registered)
      .sort()
      .reverse()
      .find((version) => registered[version]?.loaded);
    const highest = loaded ?? Object.keys(registered).sort().at(-1)!;
    const args = {
      shareScopeMap: { default: { ...others, '@ciao/shell/store': registered } },
      scope: 'default',
      pkgName: '@ciao/shell/store',
      version: highest,
      shareInfo: { from: asker, shareConfig: { singleton: true, strictVersion: true, requiredVersion: required } },
      resolver: () => defaultPick,
    };
    const plugin = compatibleSingletonPlugin();
    plugin.apply?.({ options: { name: 'ciao_host' } } as Parameters<NonNullable<typeof plugin.apply>>[0]);
    return call<Args>(plugin.resolveShare, args);
  }

  it('when no one has loaded it and the highest version is of another major, then the highest accepted version is taken', () => {
    const resolved = resolve({
      '2.0.0': { from: 'ciao_host' },
      '2.1.0': { from: 'mf_dashboard' },
      '3.0.0': { from: 'mf_referral' },
    });
    expect(resolved.version).toBe('2.1.0');
    expect(resolved.resolver()?.shared.from).toBe('mf_dashboard');
  });

  it("when the highest version is accepted, then the runtime's pick stands", () => {
    const resolved = resolve({ '2.0.0': { from: 'ciao_host' }, '2.1.0': { from: 'mf_dashboard' } });
    expect(resolved.version).toBe('2.1.0');
    expect(resolved.resolver()).toEqual({ shared: { from: 'mf_dashboard' }, useTreesShaking: false });
  });

  it('when a remote asks and the version of another major is already loaded, then it stays the one (the remote fails, as strictVersion says)', () => {
    expect(
      resolve(
        { '2.0.0': { from: 'ciao_host', loaded: true }, '3.0.0': { from: 'mf_referral' } },
        '^3.0.0',
        'mf_referral',
      ).resolver(),
    ).toBe(defaultPick);
  });

  it("when a remote of the host's major asks and a remote of another major has loaded its own copy, then it gets the highest version it accepts", () => {
    const resolved = resolve(
      { '2.0.0': { from: 'ciao_host' }, '3.0.0': { from: 'mf_referral', loaded: true } },
      '^2.0.0',
      'mf_dashboard',
    );
    expect(resolved.version).toBe('2.0.0');
    expect(resolved.resolver()?.shared.from).toBe('ciao_host');
  });

  it("when the host does not provide the entry, then the host's @ciao/shell tells its major", () => {
    const ofHostMajor = resolve(
      { '2.1.0': { from: 'mf_store_credit' }, '3.0.0': { from: 'mf_referral', loaded: true } },
      '^2.0.0',
      'mf_store_credit',
      { '@ciao/shell': { '2.1.0': { from: 'ciao_host', loaded: true } } },
    );
    expect(ofHostMajor.version).toBe('2.1.0');
    expect(ofHostMajor.resolver()?.shared.from).toBe('mf_store_credit');
    // Without the host's version to compare with, the loaded pick stands (the asker fails).
    expect(
      resolve(
        { '2.1.0': { from: 'mf_store_credit' }, '3.0.0': { from: 'mf_referral', loaded: true } },
        '^2.0.0',
        'mf_store_credit',
      ).resolver(),
    ).toBe(defaultPick);
  });

  it("when a remote asks and a version of its major is in use beside another major's, then it gets the one of its major", () => {
    const resolved = resolve(
      { '2.0.0': { from: 'ciao_host', loaded: true }, '3.0.0': { from: 'mf_referral', loaded: true } },
      '^2.0.0',
      'mf_store_credit',
    );
    expect(resolved.version).toBe('2.0.0');
    expect(resolved.resolver()?.shared.from).toBe('ciao_host');
  });

  it('when the host asks and a remote of another major has loaded or is loading its own copy, then the host gets the highest version it accepts', () => {
    for (const state of [{ loaded: true }, { loading: Promise.resolve() }]) {
      const resolved = resolve({ '2.0.0': { from: 'ciao_host' }, '3.0.0': { from: 'mf_referral', ...state } });
      expect(resolved.version).toBe('2.0.0');
      expect(resolved.resolver()?.shared.from).toBe('ciao_host');
    }
  });

  it("when no registered version is accepted, then the runtime's pick stands", () => {
    expect(resolve({ '3.0.0': { from: 'mf_referral' } }).resolver()).toBe(defaultPick);
  });
});

describe('accepts: a version in a range', () => {
  const versions = [
    '0.9.9',
    '1.0.0',
    '2.0.0',
    '2.0.1',
    '2.13.7',
    '2.1.0-beta.1',
    '3.0.0',
    '19.2.0',
    '19.0.0-rc.1',
    '20.0.0',
  ];
  const ranges = ['^1.0.0', '^2.0.0', '^19.0.0', '^0.9.0', '>2.0.0', '>=2.0.0 <3.0.0', '~2.0.0', '*'];
  it.each(ranges)("answers as Module Federation's satisfy for %s", (range) => {
    expect(versions.map((version) => [version, accepts(version, range)])).toEqual(
      versions.map((version) => [version, satisfy(version, range)]),
    );
  });
});
