import type { DeployTokenListed, RemoteApproval, RemoteReleases } from '@ciao/contracts';

/** A remote of the registry: live 1.4.0, a canary 1.5.0 at 10 %; `overrides` change any field. */
export const aRemote = (overrides: Partial<RemoteReleases> = {}): RemoteReleases => ({
  remote: 'mf-referral',
  activeVersion: '1.4.0',
  canaryVersion: '1.5.0',
  canaryPercent: 10,
  releases: [
    {
      version: '1.5.0',
      publishedAt: '2026-11-27T10:00:00.000Z',
      publishedBy: 'rita (command line)',
      failures: 2,
      unverifiedFailures: 31,
      canaryPages: 180,
    },
    {
      version: '1.4.0',
      publishedAt: '2026-11-20T09:00:00.000Z',
      publishedBy: 'rita (command line)',
      failures: 0,
      unverifiedFailures: 0,
      canaryPages: 0,
    },
  ],
  history: [
    {
      action: 'canary',
      version: '1.5.0',
      previousVersion: '1.4.0',
      percent: 10,
      actor: 'rita (command line)',
      at: '2026-11-27T10:05:00.000Z',
    },
    {
      action: 'published',
      version: '1.5.0',
      previousVersion: null,
      percent: null,
      actor: 'rita (command line)',
      at: '2026-11-27T10:00:00.000Z',
    },
  ],
  ...overrides,
});

/** mf-referral with 1.4.0 live, activated over 1.3.0, and no canary: a rollback has somewhere to go. */
export const aRemoteWithAnEarlierRelease = (): RemoteReleases =>
  aRemote({
    canaryVersion: null,
    canaryPercent: null,
    history: [
      {
        action: 'activated',
        version: '1.4.0',
        previousVersion: '1.3.0',
        percent: null,
        actor: 'rita (command line)',
        at: '2026-11-20T09:05:00.000Z',
      },
    ],
  });

/** Three remotes: one with a canary running, one activated over an earlier release, one with only its first release. */
export const someRemotes = (): RemoteReleases[] => [
  aRemote(),
  { ...aRemoteWithAnEarlierRelease(), remote: 'mf-account' },
  aRemote({ remote: 'mf-store-credit', activeVersion: '0.1.0-3f2a9c1b', canaryVersion: null, canaryPercent: null }),
];

/** A new remote waiting for an owner: one signed-in screen and one menu entry, its files in the release store. */
export const aNewRemote = (overrides: Partial<RemoteApproval> = {}): RemoteApproval => ({
  remote: 'mf-loyalty',
  state: 'pending',
  requestedBy: 'deploy token "ci" (#3, mf-loyalty)',
  requestedAt: '2026-11-28T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  reason: null,
  version: '1.0.0',
  baseUrl: '/remotes/mf-loyalty/1.0.0/',
  declares: {
    screens: [{ path: '/loyalty', module: 'LoyaltyScreen', access: 'signed-in', title: 'Loyalty' }],
    menu: [{ path: '/loyalty', label: 'Loyalty', icon: 'SuccessIcon', section: 'main', order: 1 }],
  },
  liveVersion: '1.0.0',
  ...overrides,
});

/** A live deploy token of mf-referral, never used; `overrides` change any field. */
export const aDeployToken = (overrides: Partial<DeployTokenListed> = {}): DeployTokenListed => ({
  id: '7',
  remote: 'mf-referral',
  name: 'team ci',
  createdBy: 'olive@example.com',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2027-02-18T09:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  ...overrides,
});
