import { useTestApi } from '@ciao/api-client/testing';
import { fallbackPlugin, RemoteUnavailableError } from './fallback';
import { retryPlugin } from './retry';

const fastBackoff = { retries: 2, baseDelayMs: 1 };

// The hooks are plain functions; the runtime's argument objects are built here with what they read.
type Hook = (...args: never[]) => unknown;
const call = <T>(hook: unknown, ...args: unknown[]) => (hook as Hook)(...(args as never[])) as T;

const api = useTestApi();

describe('retry plugin: manifests', () => {
  it('when the manifest fails twice and then answers, then the answer is used', async () => {
    let calls = 0;
    api.route('GET /remotes/mf-referral/mf-manifest.json', () =>
      ++calls <= 2 ? { status: 503 } : { json: { id: 'mf_referral' } },
    );

    const response = await call<Promise<Response>>(
      retryPlugin(fastBackoff).fetch,
      `${api.url}/remotes/mf-referral/mf-manifest.json`,
      {},
    );

    await expect(response.json()).resolves.toEqual({ id: 'mf_referral' });
    expect(api.requests).toHaveLength(3);
  });

  it('when the manifest keeps failing, then it gives up after the retries', async () => {
    api.route('GET /remotes/mf-admin/mf-manifest.json', { status: 404, json: { message: 'Not found' } });

    await expect(
      call<Promise<Response>>(retryPlugin(fastBackoff).fetch, `${api.url}/remotes/mf-admin/mf-manifest.json`, {}),
    ).rejects.toThrow(/404 Not Found/);
    expect(api.requests).toHaveLength(1 + fastBackoff.retries);
  });
});

describe('retry plugin: remote entry', () => {
  it('drops the failed load and loads the entry again until it works', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, unknown> = { 'mf_referral:entry': Promise.resolve() };
    const seenLoading: unknown[] = [];
    const getRemoteEntry = jest.fn(async () => {
      seenLoading.push(globalLoading['mf_referral:entry']);
      if (getRemoteEntry.mock.calls.length === 1) throw new Error('ScriptNetworkError');
      return exports;
    });

    const result = await call<Promise<unknown>>(retryPlugin(fastBackoff).loadEntryError, {
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

  it('when every retry fails, then it leaves the original error to the runtime', async () => {
    const getRemoteEntry = jest.fn(async () => {
      throw new Error('ScriptNetworkError');
    });

    const result = await call<Promise<unknown>>(retryPlugin(fastBackoff).loadEntryError, {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_referral' },
      globalLoading: {},
      uniqueKey: 'k',
    });

    expect(result).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(fastBackoff.retries);
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

  it('leaves earlier stages alone so the runtime can clear its cache', () => {
    expect(
      call(fallbackPlugin().errorLoadRemote, { id: 'x', error: new Error('manifest'), lifecycle: 'afterResolve' }),
    ).toBeUndefined();
  });
});
