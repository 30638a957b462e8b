import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Clock } from '../../clock';
import type { Transact, Transaction } from '../../db/transactions';
import type { ReleaseMetrics } from '../../metrics/metrics';
import type { AuditActor, AuditTrail } from '../audit/audit-log';
import { AppError } from '../../errors';
import { rollbackTargetOf } from '@ciao/contracts';
import type { ReleaseDeclaration } from '@ciao/contracts';
import { declarationProblems, readDeclaration } from './declarations';
import { extractRelease, packRelease, RELEASE_STORYBOOK } from './release-archive';
import { compatibilityProblems, contractVersionOf, filesOf, readManifest } from './release-gate';
import type { LiveHost, RemoteManifest } from './release-gate';
import type { HistoryEntry, Release, ReleaseRepository, Rollout } from './release-repository';
import { contentHashOf, exists, RELEASE_VERSION, REMOTE_NAME, storedBaseUrl } from './release-store';
import type { ReleaseStore } from './release-store';
import { repositoryStorybookOf, storybookBuiltAt, writeRemoteStorybook } from './remote-storybook';
import { isNewRemote } from './remote-approvals';
import type { RemoteApprovals } from './remote-approvals';
import type { ReportTokens } from './report-tokens';
import type { VisualReviews } from './visual-reviews';

const HISTORY_SHOWN = 50;
/** Beside a remote's package.json: the screens and menu entries its releases declare (docs/front-end.md, "Declared screens"). */
const DECLARES_FILE = 'declares.json';

/** The declaration file's content, undefined without one; the gate reads it (declarations.ts). */
async function declaresOf(file: string): Promise<unknown> {
  if (!(await exists(file))) return undefined;
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new AppError(400, `${file} is not JSON`);
  }
}

const refused = (what: string, problems: string[]) =>
  new AppError(409, `${what} is refused:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
const notFound = (message: string) => new AppError(404, message);

function checkVersion(version: string) {
  if (!RELEASE_VERSION.test(version))
    throw new AppError(400, `"${version}" is not a version (letters, digits, . + _ -)`);
}

function checkRemoteName(remote: string) {
  if (!REMOTE_NAME.test(remote)) throw new AppError(400, `"${remote}" is not a remote's name (mf-<name>)`);
}

export type ReleasesDeps = {
  repository: ReleaseRepository;
  store: ReleaseStore;
  transact: Transact;
  clock: Clock;
  /** The host this server serves, as the gate checks remotes against it (live-host.ts). */
  liveHost(): Promise<LiveHost | undefined>;
  /** Where the built front-ends are: `<webRoot>/<remote>/dist`, `<webRoot>/host/dist/remotes.json`. */
  webRoot: string;
  /** The HTTP status a URL answers (a release registered by URL: every file it lists must answer 200). */
  statusOf(url: string): Promise<number>;
  /** Where a person's change (an owner's, or the command line's) is recorded besides the history. */
  auditTrail: AuditTrail;
  /** The served pages' report tokens: whose load failures count towards the canary watch. */
  reportTokens: Pick<ReportTokens, 'pageOf'>;
  /** A new remote's first publish waits for an owner's approval (remote-approvals.ts). */
  approvals: Pick<RemoteApprovals, 'requestIn'>;
  /** Counts the load failures reported (metrics/metrics.ts); absent without metrics. */
  metrics?: Pick<ReleaseMetrics, 'loadFailureReported'> | undefined;
  /** A published release's visual review asked for, and the designer's approval it may need (visual-reviews.ts). */
  visualReviews?: Pick<VisualReviews, 'requestFor' | 'activationProblem'>;
};

/**
 * Who makes a change: `by` names them in the history; `audit` is the admin audit trail's actor
 * (null: the command line) and the reason typed, absent for the canary watch.
 */
export type ReleaseActor = { by: string; audit?: { actor: AuditActor; reason?: string } };

const AUDITED = {
  published: 'release.published',
  activated: 'release.activated',
  canary: 'release.activated',
  promoted: 'release.promoted',
  'rolled back': 'release.rolled-back',
} as const;

/** What a command changed, for the command line to print. */
export type Change = { remote: string; summary: string };

/**
 * The release registry's rules (docs/deploying.md, "Releasing a remote"): publishing a remote's
 * build (or a build hosted elsewhere, by URL) through the compatibility gate, making a release live
 * for everyone or for a share of visitors, promoting a canary, rolling back one step; every change
 * recorded in the history in the same transaction.
 */
export function createReleases(deps: ReleasesDeps) {
  const { repository, store, transact, clock, reportTokens } = deps;

  /**
   * Writes the Storybook a release of `remote` carries into `into` (docs/storybook.md, "Each remote's
   * stories travel with its release"): the newer of the remote's own build (`<remote>/storybook-static`)
   * and the repository's build filtered to the remote's stories. False when there is neither.
   */
  async function writeStorybookOf(remote: string, into: string): Promise<boolean> {
    const own = path.join(deps.webRoot, remote, 'storybook-static');
    const repositoryBuild = repositoryStorybookOf(deps.webRoot);
    const [ownBuiltAt, repositoryBuiltAt] = await Promise.all([
      storybookBuiltAt(own),
      storybookBuiltAt(repositoryBuild),
    ]);
    if (ownBuiltAt > 0 && ownBuiltAt >= repositoryBuiltAt) {
      await cp(own, into, { recursive: true });
      return true;
    }
    return writeRemoteStorybook(repositoryBuild, remote, into);
  }

  async function gate(
    remote: string,
    version: string,
    manifest: RemoteManifest,
    declaration: ReleaseDeclaration | null | undefined,
  ): Promise<void> {
    const host = await deps.liveHost();
    if (!host) throw new AppError(409, 'The host is not built here: build it before publishing a remote');
    const problems = compatibilityProblems(remote, manifest, host);
    if (declaration)
      problems.push(...declarationProblems(remote, declaration, manifest, await repository.declaredPaths()));
    if (problems.length > 0) throw refused(`${remote} ${version}`, problems);
  }

  async function manifestIn(text: string, where: string): Promise<RemoteManifest> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AppError(400, `${where} is not JSON`);
    }
    const manifest = readManifest(parsed);
    if (typeof manifest === 'string') throw new AppError(400, manifest);
    return manifest;
  }

  /** One change: the rollout saved, the history appended, and a person's change audited, all in `transaction`. */
  async function record(
    remote: string,
    action: string,
    version: string,
    actor: ReleaseActor | string,
    rollout: Rollout | undefined,
    next: Omit<Rollout, 'remote' | 'changedAt'> | undefined,
    transaction: Transaction,
  ) {
    const at = clock.now();
    if (next) await repository.saveRollout(transaction, { remote, ...next, changedAt: at });
    const { by, audit } = typeof actor === 'string' ? { by: actor, audit: undefined } : actor;
    const entry: HistoryEntry = {
      remote,
      action,
      version,
      previousVersion: rollout?.activeVersion ?? null,
      percent: next?.canaryPercent ?? null,
      actor: by,
      at,
    };
    await repository.appendHistory(transaction, entry);
    const audited = AUDITED[action as keyof typeof AUDITED];
    if (audit && audited)
      await deps.auditTrail.record(transaction, {
        actor: audit.actor,
        action: audited,
        before: rollout
          ? { remote, live: rollout.activeVersion, canary: rollout.canaryVersion, canaryPercent: rollout.canaryPercent }
          : { remote },
        after: next
          ? { remote, live: next.activeVersion, canary: next.canaryVersion, canaryPercent: next.canaryPercent }
          : action === 'published'
            ? { remote, published: version }
            : { remote, live: null },
        reason: audit.reason ?? null,
      });
  }

  async function register(release: Release, actor: ReleaseActor): Promise<void> {
    await transact(async (transaction) => {
      if (!(await repository.insertRelease(transaction, release)))
        throw new AppError(409, `${release.remote} ${release.version} is already published: a release never changes`);
      await record(release.remote, 'published', release.version, actor, undefined, undefined, transaction);
      await deps.approvals.requestIn(transaction, release.remote, actor.by);
      await deps.visualReviews?.requestFor(transaction, release);
    });
  }

  /** Everyone back on the active release: the canary of `rollout` stopped, in `transaction`. */
  async function stopCanaryOf(
    rollout: Rollout,
    actor: ReleaseActor,
    action: string,
    transaction: Transaction,
  ): Promise<Change> {
    const { remote } = rollout;
    await record(
      remote,
      action,
      rollout.activeVersion,
      actor,
      rollout,
      { activeVersion: rollout.activeVersion, canaryVersion: null, canaryPercent: null },
      transaction,
    );
    return {
      remote,
      summary: `${remote}: canary ${rollout.canaryVersion} stopped, ${rollout.activeVersion} for everyone`,
    };
  }

  /**
   * Publishes a release archive (release-archive.ts, as `POST /api/releases/<remote>` takes it and the
   * command line packs it): its files checked and unpacked, the gate, every file its manifest names
   * present, then its folder in the store (written once) and the registry.
   */
  async function publishArchive({
    remote,
    archive,
    actor,
  }: {
    remote: string;
    archive: Buffer;
    actor: ReleaseActor;
  }): Promise<Change & { version: string; baseUrl: string }> {
    checkRemoteName(remote);
    const unpacked = await mkdtemp(path.join(tmpdir(), 'ciao-publish-'));
    try {
      const { remote: named, version, declares } = await extractRelease(archive, unpacked);
      if (named !== remote) throw new AppError(400, `The archive is a release of ${named}, not of ${remote}`);
      checkVersion(version);
      const manifestFile = path.join(unpacked, 'mf-manifest.json');
      if (!(await exists(manifestFile))) throw new AppError(400, 'The archive has no mf-manifest.json');
      const manifest = await manifestIn(await readFile(manifestFile, 'utf8'), 'mf-manifest.json');
      const declaration = readDeclaration(declares);
      await gate(remote, version, manifest, declaration);
      const missing = [];
      for (const file of filesOf(manifest))
        if (!(await exists(path.join(unpacked, file)))) missing.push(`${file} is missing from the build`);
      if (missing.length > 0) throw refused(`${remote} ${version}`, missing);
      const published = () => new AppError(409, `${remote} ${version} is already published: a release never changes`);
      if (await repository.findRelease(remote, version)) throw published();
      if (!(await store.put(remote, version, unpacked))) throw published();
      await register(
        {
          remote,
          version,
          baseUrl: storedBaseUrl(remote, version),
          manifest,
          contractVersion: contractVersionOf(manifest),
          publishedBy: actor.by,
          publishedAt: clock.now(),
          checks: [
            'compatible with the live host',
            'every file of the manifest is in the build',
            ...(declaration ? ['its declared screens and menu entries'] : []),
          ],
          declares: declaration,
        },
        actor,
      );
      const baseUrl = storedBaseUrl(remote, version);
      return { remote, version, baseUrl, summary: `published ${remote} ${version} (${baseUrl})` };
    } finally {
      await rm(unpacked, { recursive: true, force: true });
    }
  }

  /** Refused while the release's visual changes wait for a designer's approval (when the owner requires it). */
  async function checkVisualApproval(remote: string, version: string) {
    const problem = await deps.visualReviews?.activationProblem(remote, version);
    if (problem) throw refused(`Making ${remote} ${version} live`, [problem]);
  }

  return {
    /**
     * Publishes `<webRoot>/<remote>/dist` (built by the caller): the gate, every file its manifest
     * names present, then a copy in the store and the registry. The version defaults to the
     * package's version and the build's content hash.
     */
    async publishBuild({
      remote,
      version,
      actor,
    }: {
      remote: string;
      version?: string;
      actor: ReleaseActor;
    }): Promise<Change> {
      checkRemoteName(remote);
      const build = path.join(deps.webRoot, remote, 'dist');
      if (!(await exists(path.join(build, 'mf-manifest.json'))))
        throw new AppError(404, `${remote} has no build (${build}/mf-manifest.json)`);
      const packageVersion = (
        JSON.parse(await readFile(path.join(deps.webRoot, remote, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
      const chosen = version ?? `${packageVersion}-${await contentHashOf(build)}`;
      checkVersion(chosen);
      const staging = await mkdtemp(path.join(tmpdir(), 'ciao-storybook-'));
      try {
        const storybook = path.join(staging, 'storybook');
        const { summary } = await publishArchive({
          remote,
          archive: await packRelease(build, {
            remote,
            version: chosen,
            declares: await declaresOf(path.join(deps.webRoot, remote, DECLARES_FILE)),
            storybook: (await writeStorybookOf(remote, storybook)) ? storybook : undefined,
          }),
          actor,
        });
        return { remote, summary };
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },

    publishArchive,

    /** Registers a release hosted elsewhere (a CDN): its manifest at `<baseUrl>mf-manifest.json`, every file answering 200. */
    async publishUrl({
      remote,
      version,
      baseUrl,
      actor,
    }: {
      remote: string;
      version: string;
      baseUrl: string;
      actor: ReleaseActor;
    }): Promise<Change> {
      checkRemoteName(remote);
      checkVersion(version);
      let base: URL;
      try {
        base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      } catch {
        throw new AppError(400, `"${baseUrl}" is not a URL`);
      }
      if (base.protocol !== 'https:' && base.protocol !== 'http:')
        throw new AppError(400, `"${baseUrl}" is not an http(s) URL`);
      const manifestUrl = new URL('mf-manifest.json', base).toString();
      const response = await fetch(manifestUrl).catch(() => undefined);
      if (!response?.ok) throw new AppError(409, `${manifestUrl} did not answer 200`);
      const manifest = await manifestIn(await response.text(), manifestUrl);
      await gate(remote, version, manifest, null);
      const missing = [];
      for (const file of filesOf(manifest)) {
        const status = await deps.statusOf(new URL(file, base).toString()).catch(() => 0);
        if (status !== 200) missing.push(`${file} answered ${status || 'nothing'}`);
      }
      if (missing.length > 0) throw refused(`${remote} ${version}`, missing);
      await register(
        {
          remote,
          version,
          baseUrl: base.toString(),
          manifest,
          contractVersion: contractVersionOf(manifest),
          publishedBy: actor.by,
          publishedAt: clock.now(),
          checks: ['compatible with the live host', 'every file of the manifest answers 200'],
        },
        actor,
      );
      return { remote, summary: `published ${remote} ${version} (${base.toString()})` };
    },

    /** Makes a release live for everyone, or for `percent` of visitors (a canary) while the rest keep the active one. */
    async activate({
      remote,
      version,
      percent,
      actor,
    }: {
      remote: string;
      version: string;
      percent?: number;
      actor: ReleaseActor;
    }): Promise<Change> {
      checkRemoteName(remote);
      if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 100))
        throw new AppError(
          400,
          'The share is a whole percent from 1 to 100 (without it, the release is live for everyone)',
        );
      const release = await repository.findRelease(remote, version);
      if (!release) throw notFound(`${remote} ${version} is not published`);
      const manifest = readManifest(release.manifest);
      if (typeof manifest === 'string') throw new AppError(409, manifest);
      await gate(remote, version, manifest, release.declares); // the live host may have changed since it was published
      await checkVisualApproval(remote, version);
      return transact(async (transaction) => {
        const rollout = await repository.lockRollout(transaction, remote);
        if (percent === undefined) {
          if (rollout?.activeVersion === version && !rollout.canaryVersion)
            throw new AppError(409, `${remote} ${version} is already live`);
          await record(
            remote,
            'activated',
            version,
            actor,
            rollout,
            { activeVersion: version, canaryVersion: null, canaryPercent: null },
            transaction,
          );
          return { remote, summary: `${remote}: ${rollout?.activeVersion ?? 'nothing'} -> ${version} for everyone` };
        }
        if (!rollout)
          throw new AppError(409, `Nothing of ${remote} is live yet: activate a release for everyone first`);
        if (rollout.activeVersion === version)
          throw new AppError(409, `${remote} ${version} is already live for everyone`);
        // A new canary's failures and pages count from now; widening one keeps its counts.
        if (rollout.canaryVersion !== version) await repository.resetCounts(transaction, remote, version);
        await record(
          remote,
          'canary',
          version,
          actor,
          rollout,
          { activeVersion: rollout.activeVersion, canaryVersion: version, canaryPercent: percent },
          transaction,
        );
        return {
          remote,
          summary: `${remote}: ${version} for ${percent} % of visitors, ${rollout.activeVersion} for the rest`,
        };
      });
    },

    /** Stops the canary (everyone keeps the active release); refused when none runs. */
    async stopCanary({ remote, actor }: { remote: string; actor: ReleaseActor }): Promise<Change> {
      checkRemoteName(remote);
      return transact(async (transaction) => {
        const rollout = await repository.lockRollout(transaction, remote);
        if (!rollout?.canaryVersion) throw new AppError(409, `${remote} has no canary to stop`);
        return stopCanaryOf(rollout, actor, 'rolled back', transaction);
      });
    },

    /** The canary becomes live for everyone. */
    async promote({ remote, actor }: { remote: string; actor: ReleaseActor }): Promise<Change> {
      checkRemoteName(remote);
      return transact(async (transaction) => {
        const rollout = await repository.lockRollout(transaction, remote);
        if (!rollout?.canaryVersion) throw new AppError(409, `${remote} has no canary to promote`);
        const version = rollout.canaryVersion;
        await checkVisualApproval(remote, version);
        await record(
          remote,
          'promoted',
          version,
          actor,
          rollout,
          { activeVersion: version, canaryVersion: null, canaryPercent: null },
          transaction,
        );
        return { remote, summary: `${remote}: ${rollout.activeVersion} -> ${version} for everyone` };
      });
    },

    /**
     * One step back: a running canary is stopped (everyone keeps the active release); otherwise
     * the release that was live before the active one is live again.
     */
    async rollback({
      remote,
      actor,
      action = 'rolled back',
    }: {
      remote: string;
      actor: ReleaseActor;
      action?: string;
    }): Promise<Change> {
      checkRemoteName(remote);
      return transact(async (transaction) => {
        const rollout = await repository.lockRollout(transaction, remote);
        if (!rollout) throw new AppError(409, `Nothing of ${remote} is live: there is nothing to roll back`);
        if (rollout.canaryVersion) return stopCanaryOf(rollout, actor, action, transaction);
        const history = await repository.historyOf(remote, HISTORY_SHOWN, transaction);
        const previous = rollbackTargetOf({ activeVersion: rollout.activeVersion, canaryVersion: null, history });
        if (!previous && isNewRemote(remote)) {
          // A new remote's first release rolled back: nothing of it is live, its screens leave every page.
          await record(remote, action, rollout.activeVersion, actor, rollout, undefined, transaction);
          await repository.deleteRollout(transaction, remote);
          return { remote, summary: `${remote}: ${rollout.activeVersion} -> nothing, its screens are gone` };
        }
        if (!previous)
          throw new AppError(409, `${remote} ${rollout.activeVersion} has no earlier release to roll back to`);
        await record(
          remote,
          action,
          previous,
          actor,
          rollout,
          { activeVersion: previous, canaryVersion: null, canaryPercent: null },
          transaction,
        );
        return { remote, summary: `${remote}: ${rollout.activeVersion} -> ${previous} for everyone` };
      });
    },

    /**
     * The canary watch: adds the pages this instance served with each canary, then stops every
     * canary whose share of reported load failures passed `maxFailureShare` over at least
     * `minPages` pages. Returns what it stopped.
     */
    async watchCanaries(
      pages: { remote: string; version: string; pages: number }[],
      { maxFailureShare, minPages }: { maxFailureShare: number; minPages: number },
    ): Promise<Change[]> {
      for (const served of pages) await repository.addCanaryPages(served.remote, served.version, served.pages);
      const stopped: Change[] = [];
      for (const canary of await repository.canaries()) {
        // Each counted failure names a page served with the canary (its report token), so the pages are at
        // least the failures: another instance's pages are added at its own watch, up to an interval later.
        const pages = Math.max(canary.canaryPages, canary.failures);
        if (pages < minPages || canary.failures / pages <= maxFailureShare) continue;
        const actor = `the canary watch (${canary.failures} load failures in ${pages} pages)`;
        const change = await transact(async (transaction) => {
          const rollout = await repository.lockRollout(transaction, canary.remote);
          if (rollout?.canaryVersion !== canary.version) return undefined; // changed meanwhile
          await record(
            canary.remote,
            'rolled back automatically',
            rollout.activeVersion,
            actor,
            rollout,
            { activeVersion: rollout.activeVersion, canaryVersion: null, canaryPercent: null },
            transaction,
          );
          return {
            remote: canary.remote,
            summary: `${canary.remote}: canary ${canary.version} stopped by ${actor}, ${rollout.activeVersion} for everyone`,
          };
        });
        if (change) stopped.push(change);
      }
      return stopped;
    },

    /**
     * A load failure a browser reported of the release served from `entry`; false: no release is.
     * Counted towards the canary watch once per page, and only with the report token of a page
     * served with that release; without one, counted apart as unverified.
     */
    async countFailure(entry: string, reportToken: string | undefined): Promise<boolean> {
      const release = await repository.releaseServedFrom(entry);
      if (!release) return false;
      const page = await reportTokens.pageOf(reportToken, release);
      if (page) await repository.countFailure(release.remote, release.version, page);
      else await repository.countUnverifiedFailure(release.remote, release.version);
      deps.metrics?.loadFailureReported(release.remote, page !== undefined);
      return true;
    },

    /** Every remote: its live release, its canary, its releases (newest first, the kept ones marked). */
    async list() {
      const rollouts = await repository.rollouts();
      return Promise.all(
        rollouts.map(async (rollout) => ({
          ...rollout,
          releases: (await repository.releasesOf(rollout.remote)).map(
            ({ version, publishedAt, publishedBy, failures, unverifiedFailures, canaryPages }) => ({
              version,
              publishedAt,
              publishedBy,
              failures,
              unverifiedFailures,
              canaryPages,
            }),
          ),
        })),
      );
    },

    async history(remote: string): Promise<HistoryEntry[]> {
      checkRemoteName(remote);
      return repository.historyOf(remote, HISTORY_SHOWN);
    },

    /**
     * When the registry is empty: the remotes the built runtime document serves from this server
     * (`/remotes/<remote>/mf-manifest.json`) become their first releases, live, copied into the
     * release store under their version like every release (so a rollback to them serves their
     * files even after the build folder is rebuilt), so a fresh clone and `npm start` serve exactly what they built. Nothing when
     * the host is not built. Two instances starting at once register them once.
     */
    async registerBuiltRemotes(): Promise<void> {
      let built: { remotes?: { name?: unknown; entry?: unknown }[] };
      try {
        built = JSON.parse(
          await readFile(path.join(deps.webRoot, 'host', 'dist', 'remotes.json'), 'utf8'),
        ) as typeof built;
      } catch {
        return;
      }
      const served = (built.remotes ?? []).flatMap(({ entry }) => {
        const [, remote] =
          /^\/remotes\/(mf-[a-z0-9-]+)\/mf-manifest\.json$/.exec(typeof entry === 'string' ? entry : '') ?? [];
        return remote ? [remote] : [];
      });
      if (served.length === 0 || !(await transact((transaction) => repository.lockEmptyRegistry(transaction)))) return;
      const releases: Release[] = [];
      for (const remote of served) {
        const build = path.join(deps.webRoot, remote, 'dist');
        let manifest: unknown;
        try {
          manifest = JSON.parse(await readFile(path.join(build, 'mf-manifest.json'), 'utf8'));
        } catch {
          continue;
        }
        const buildVersion = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } }).metaData?.buildInfo
          ?.buildVersion;
        const version = `${typeof buildVersion === 'string' ? buildVersion : '0.0.0'}-${await contentHashOf(build)}`;
        const read = readManifest(manifest);
        // Its Storybook: the remote's stories of the repository's build. put is false when this very
        // build is in the store already (stored before releases carried a Storybook: it gets one).
        const writeStorybook = (folder: string) => writeStorybookOf(remote, folder);
        if (
          !(await store.put(remote, version, build, (folder) => writeStorybook(path.join(folder, RELEASE_STORYBOOK))))
        )
          await store.addMissing(remote, version, RELEASE_STORYBOOK, writeStorybook);
        releases.push({
          remote,
          version,
          baseUrl: storedBaseUrl(remote, version),
          manifest,
          contractVersion: typeof read === 'string' ? null : contractVersionOf(read),
          publishedBy: 'start',
          publishedAt: clock.now(),
          checks: ['the build served with the host'],
        });
      }
      if (releases.length === 0) return;
      await transact(async (transaction) => {
        if (!(await repository.lockEmptyRegistry(transaction))) return;
        for (const release of releases) {
          await repository.insertRelease(transaction, release);
          await record(
            release.remote,
            'activated',
            release.version,
            'start',
            undefined,
            { activeVersion: release.version, canaryVersion: null, canaryPercent: null },
            transaction,
          );
        }
      });
    },
  };
}
export type Releases = ReturnType<typeof createReleases>;
