import { compatibilityProblems, filesOf, readManifest } from '../../src/components/releases/release-gate';
import type { LiveHost, RemoteManifest } from '../../src/components/releases/release-gate';
import { getsCanary } from '../../src/components/releases/canary';

const HOST: LiveHost = {
  modules: new Map([['mf_referral', ['ReferralScreen']]]),
  shared: new Map([
    ['react', '19.3.1'],
    ['@ciao/shell', '3.3.0'],
    ['@ciao/ui', '3.3.0'],
  ]),
};

const js = (...sync: string[]) => ({ js: { sync, async: [] }, css: { sync: [], async: [] } });

function referral(overrides: Partial<RemoteManifest> = {}): RemoteManifest {
  return {
    name: 'mf_referral',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'ReferralScreen', assets: js('expose.1.js') }],
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', assets: js('react.2.js') },
      { name: '@ciao/shell', version: '3.4.0', requiredVersion: '^3.0.0' },
      { name: 'left-pad', version: '1.0.0', requiredVersion: '^1.0.0' },
    ],
    ...overrides,
  };
}

describe('the release gate', () => {
  it('when a remote exposes what the host loads and agrees with its shared versions, then nothing is in the way', () => {
    expect(compatibilityProblems('mf-referral', referral(), HOST)).toEqual([]);
  });

  it('when the container is another remote, then it is refused by name', () => {
    expect(compatibilityProblems('mf-referral', referral({ name: 'mf_admin' }), HOST)).toEqual([
      'its container is "mf_admin", not "mf_referral"',
    ]);
  });

  it('when a module the host loads is not exposed, then it is refused naming the module', () => {
    expect(compatibilityProblems('mf-referral', referral({ exposes: [{ name: 'Other' }] }), HOST)).toEqual([
      'it does not expose ReferralScreen, which the live host loads',
    ]);
  });

  it('when it provides a @ciao contract of the next major, then it is refused, whatever it requires', () => {
    const next = referral({ shared: [{ name: '@ciao/shell', version: '4.0.0', requiredVersion: '^4.0.0' }] });
    expect(compatibilityProblems('mf-referral', next, HOST)).toEqual([
      "it provides @ciao/shell 4.0.0, a contract of another major than the live host's 3.3.0",
    ]);
  });

  it('when it requires a shared singleton the host does not satisfy, then it is refused with both versions', () => {
    const newer = referral({ shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }] });
    expect(compatibilityProblems('mf-referral', newer, HOST)).toEqual([
      'it requires react ^20.0.0; the live host provides 19.3.1',
    ]);
  });

  it('when several things are wrong, then each is listed', () => {
    const broken = referral({ name: 'x', exposes: [], shared: [{ name: '@ciao/ui', version: '2.0.0' }] });
    expect(compatibilityProblems('mf-referral', broken, HOST)).toHaveLength(3);
  });

  it('when a manifest lacks exposes or shared, then it is not read as one', () => {
    expect(readManifest({ name: 'mf_referral' })).toMatch(/not a Module Federation manifest/);
    expect(typeof readManifest(referral())).toBe('object');
  });

  it('when the files of a manifest are listed, then its entry and every chunk are there, each once', () => {
    expect(filesOf(referral())).toEqual(['expose.1.js', 'react.2.js', 'remoteEntry.js']);
  });
});

describe('the canary split', () => {
  const users = Array.from({ length: 2_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

  it('when 2,000 users meet a canary at 10 %, then between 7 % and 13 % get it, and each user always the same', () => {
    const chosen = users.filter((user) => getsCanary('mf-referral', user, 10));
    expect(chosen.length).toBeGreaterThanOrEqual(140);
    expect(chosen.length).toBeLessThanOrEqual(260);
    expect(users.filter((user) => getsCanary('mf-referral', user, 10))).toEqual(chosen);
  });

  it('when the share grows, then whoever had the canary keeps it', () => {
    const atTen = users.filter((user) => getsCanary('mf-referral', user, 10));
    expect(atTen.every((user) => getsCanary('mf-referral', user, 50))).toBe(true);
  });

  it('when two remotes run canaries, then they do not land on the same visitors', () => {
    const referralCanary = users.filter((user) => getsCanary('mf-referral', user, 10));
    const adminCanary = new Set(users.filter((user) => getsCanary('mf-admin', user, 10)));
    expect(referralCanary.filter((user) => adminCanary.has(user)).length).toBeLessThan(referralCanary.length / 2);
  });
});
