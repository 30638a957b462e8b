import type { ReleaseDeclaration } from '@ciao/contracts';
import type { ChangeFeed } from '../../db/change-feed';
import type { ReleaseMetrics } from '../../metrics/metrics';
import { getsCanary } from './canary';
import type { ReleaseRepository } from './release-repository';
import type { ReportTokens } from './report-tokens';

type LiveSet = Awaited<ReturnType<ReleaseRepository['liveReleases']>>;

/**
 * The runtime remote document the shell reads (`/remotes.json`): each remote's container and
 * manifest, and for a served page the token its load-failure reports carry (report-tokens.ts).
 */
export type RemotesDocument = {
  /** `declares`: the screens and menu entries the served release adds (docs/front-end.md, "Declared screens"). */
  remotes: { name: string; entry: string; declares?: ReleaseDeclaration }[];
  report?: string;
};

/**
 * What every page and `/remotes.json` get from the registry: the live release of each remote, or
 * its canary for the visitors whose stable hash falls in its share. The live set is read once and
 * kept until PostgreSQL announces a change of it (any instance, the command line): every instance
 * serves a change at once. Without the change feed it is read for every document.
 */
export function createLiveRemotes({
  repository,
  changes,
  reportTokens,
  registerBuiltRemotes,
  metrics,
}: {
  repository: Pick<ReleaseRepository, 'liveReleases'>;
  changes?: ChangeFeed;
  reportTokens: Pick<ReportTokens, 'issue'>;
  /** Called when nothing is live (a fresh database): the built remotes become the first releases. */
  registerBuiltRemotes(): Promise<void>;
  /** Counts the pages served with a canary (metrics/metrics.ts); absent without metrics. */
  metrics?: Pick<ReleaseMetrics, 'canaryPageServed'> | undefined;
}) {
  let cached: Promise<LiveSet> | undefined;
  changes?.subscribe('remotes', () => {
    cached = undefined;
  });

  async function load(): Promise<LiveSet> {
    const live = await repository.liveReleases();
    if (live.length > 0) return live;
    await registerBuiltRemotes();
    return repository.liveReleases();
  }

  function liveSet(): Promise<LiveSet> {
    if (!changes?.live) return load();
    const loading = (cached ??= load());
    loading.catch(() => {
      if (cached === loading) cached = undefined;
    });
    return loading;
  }

  /**
   * The live set, or the last one read while PostgreSQL does not answer (an outage: readiness
   * reports it): a page still goes out and loads the remotes that were live.
   */
  let lastKnown: LiveSet = [];
  async function liveSetOrLastKnown(): Promise<LiveSet> {
    try {
      lastKnown = await liveSet();
    } catch {
      // the last known set
    }
    return lastKnown;
  }

  /** Pages served with each canary (`remote\nversion`) since the canary watch last took them. */
  let canaryPages = new Map<string, number>();

  return {
    /**
     * The runtime document for a visitor (`visitor()` is asked only when a canary runs). Undefined
     * while nothing is live. `page`: the document goes out as a page or `/remotes.json` (counted
     * for the canary watch, with the page's report token), not only into an answer's policy.
     */
    async documentFor(visitor: () => Promise<string>, { page = false } = {}): Promise<RemotesDocument | undefined> {
      const set = await liveSetOrLastKnown();
      if (set.length === 0) return undefined;
      const canaries = set.some(({ canaryVersion }) => canaryVersion !== null);
      const key = canaries ? await visitor() : '';
      const served: { remote: string; version: string }[] = [];
      const remotes = set.map(
        ({
          remote,
          containerName,
          activeVersion,
          activeBaseUrl,
          activeDeclares,
          canaryVersion,
          canaryBaseUrl,
          canaryPercent,
          canaryDeclares,
        }) => {
          const canary = canaryVersion && canaryBaseUrl && canaryPercent && getsCanary(remote, key, canaryPercent);
          if (canary && page) {
            const counted = `${remote}\n${canaryVersion}`;
            canaryPages.set(counted, (canaryPages.get(counted) ?? 0) + 1);
            metrics?.canaryPageServed(remote);
          }
          served.push({ remote, version: canary ? canaryVersion : activeVersion });
          const declares = canary ? canaryDeclares : activeDeclares;
          return {
            name: containerName,
            entry: `${canary ? canaryBaseUrl : activeBaseUrl}mf-manifest.json`,
            ...(declares && { declares }),
          };
        },
      );
      if (!page) return { remotes };
      return { remotes, report: await reportTokens.issue(served) };
    },

    /** The pages served with each canary since the last call, `{ remote, version, pages }`. */
    takeCanaryPages(): { remote: string; version: string; pages: number }[] {
      const taken = canaryPages;
      canaryPages = new Map();
      return [...taken].map(([counted, pages]) => {
        const [remote = '', version = ''] = counted.split('\n');
        return { remote, version, pages };
      });
    },
  };
}
export type LiveRemotes = ReturnType<typeof createLiveRemotes>;
