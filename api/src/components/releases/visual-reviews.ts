import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { Transact, Transaction } from '../../db/transactions';
import type { AuditActor, AuditTrail } from '../audit/audit-log';
import { RELEASE_STORYBOOK } from './release-archive';
import type { ReleaseRepository } from './release-repository';
import { contentHashOf, exists } from './release-store';
import type { ReleaseStore } from './release-store';
import { comparePictures, REVIEW_WIDTHS, renderFile, renderStories, storiesOf } from './story-renders';
import type { Story } from './story-renders';
import type { StoryResult, VisualReviewRepository, VisualReviewRow } from './visual-review-repository';

/** The pictures a review shows of a story: the live release's, the new one's, the difference. */
export const PICTURE_SIDES = ['before', 'after', 'diff'] as const;
export type PictureSide = (typeof PICTURE_SIDES)[number];
const PICTURE = /^[a-z0-9][a-z0-9-]*@[0-9]{3,4}\.png$/;

export type VisualReviewsDeps = {
  reviews: VisualReviewRepository;
  releases: ReleaseRepository;
  store: ReleaseStore;
  transact: Transact;
  clock: Clock;
  auditTrail: AuditTrail;
  /** Where renders and differences are kept: `<dir>/<remote>/<version>/{renders,diff}/<story>@<width>.png`. */
  reviewsDir: string;
  chromiumPath: string;
  /** Whether a release with visual changes needs a designer's approval before it is made live (the owner's setting, read afresh). */
  approvalRequired(): Promise<boolean>;
};

/** A review's counts of stories by outcome. */
export const countsOf = (results: readonly StoryResult[] | null) => {
  const counts = { unchanged: 0, changed: 0, new: 0, removed: 0 };
  for (const story of results ?? []) counts[story.outcome] += 1;
  return counts;
};
const changesIn = (review: VisualReviewRow) => {
  const { changed, new: added, removed } = countsOf(review.results);
  return changed + added + removed;
};

/**
 * The visual review of a release (docs/storybook.md, "Visual review of a release"): asked for when
 * a release carrying a Storybook is published, done in the background (every story rendered at a
 * phone and a desktop width and compared with the live release's renders), decided by a designer;
 * with approval required, a release with unapproved visual changes is not made live.
 */
export function createVisualReviews(deps: VisualReviewsDeps) {
  const { reviews, store, clock } = deps;
  const storybookOf = (remote: string, version: string) =>
    path.join(store.folderOf(remote, version), RELEASE_STORYBOOK);
  const reviewFolder = (remote: string, version: string) => path.join(deps.reviewsDir, remote, version);
  const rendersOf = (remote: string, version: string) => path.join(reviewFolder(remote, version), 'renders');

  /** Renders the stories of a release that have no picture yet (a release's renders are made once and reused). */
  async function ensureRenders(remote: string, version: string, stories: readonly Story[]): Promise<void> {
    const into = rendersOf(remote, version);
    const missing = [];
    for (const story of stories)
      if (
        !(await Promise.all(REVIEW_WIDTHS.map((width) => exists(path.join(into, renderFile(story.id, width)))))).every(
          Boolean,
        )
      )
        missing.push(story);
    if (missing.length > 0)
      await renderStories({
        storybookFolder: storybookOf(remote, version),
        stories: missing,
        into,
        chromiumPath: deps.chromiumPath,
      });
  }

  /** Each story of the release against the live release's at publish time: unchanged, changed, new, removed. */
  async function compare(review: VisualReviewRow): Promise<StoryResult[]> {
    const { remote, version, baselineVersion } = review;
    const after = await storiesOf(storybookOf(remote, version));
    const baselineFolder = baselineVersion ? storybookOf(remote, baselineVersion) : undefined;
    const hasBaseline = baselineFolder !== undefined && (await exists(path.join(baselineFolder, 'index.json')));
    const before = hasBaseline && baselineVersion ? await storiesOf(baselineFolder) : [];
    const result = (story: Story, outcome: StoryResult['outcome'], changedWidths: number[] = []): StoryResult => ({
      ...story,
      outcome,
      changedWidths,
    });
    const beforeIds = new Set(before.map((story) => story.id));
    const afterIds = new Set(after.map((story) => story.id));
    const removed = before.filter((story) => !afterIds.has(story.id)).map((story) => result(story, 'removed'));
    // The same Storybook, byte for byte, draws the same pictures: nothing to render.
    if (hasBaseline && (await contentHashOf(baselineFolder)) === (await contentHashOf(storybookOf(remote, version))))
      return after.map((story) => result(story, 'unchanged'));
    if (baselineVersion && hasBaseline) await ensureRenders(remote, baselineVersion, before);
    await ensureRenders(remote, version, after);
    const diffs = path.join(reviewFolder(remote, version), 'diff');
    await mkdir(diffs, { recursive: true });
    const results: StoryResult[] = [];
    for (const story of after) {
      if (!beforeIds.has(story.id) || !baselineVersion) {
        results.push(result(story, 'new'));
        continue;
      }
      const changedWidths: number[] = [];
      for (const width of REVIEW_WIDTHS) {
        const file = renderFile(story.id, width);
        const { diff } = comparePictures(
          await readFile(path.join(rendersOf(remote, baselineVersion), file)),
          await readFile(path.join(rendersOf(remote, version), file)),
        );
        if (diff) {
          changedWidths.push(width);
          await writeFile(path.join(diffs, file), diff);
        }
      }
      results.push(result(story, changedWidths.length > 0 ? 'changed' : 'unchanged', changedWidths));
    }
    return [...results, ...removed];
  }

  return {
    /**
     * Asks for the review of a release just published, in its publishing transaction, when the
     * release carries a Storybook: compared with what is live for everyone now.
     */
    async requestFor(transaction: Transaction, { remote, version }: { remote: string; version: string }) {
      if (!(await exists(path.join(storybookOf(remote, version), 'index.json')))) return;
      const rollout = await deps.releases.lockRollout(transaction, remote);
      await reviews.request(transaction, {
        remote,
        version,
        baselineVersion: rollout?.activeVersion ?? null,
        at: clock.now(),
      });
    },

    /** Runs the waiting reviews one after another (the background job); returns how many it ran. */
    async runWaiting(): Promise<number> {
      let ran = 0;
      for (let review = await reviews.claimNext(clock.now()); review; review = await reviews.claimNext(clock.now())) {
        try {
          await reviews.finish(review.remote, review.version, { results: await compare(review) }, clock.now());
        } catch (error) {
          await reviews.finish(review.remote, review.version, { error: (error as Error).message }, clock.now());
        }
        ran += 1;
      }
      return ran;
    },

    /**
     * Deletes the review pictures no review needs any more (docs/storybook.md, "Visual review of a release"):
     * those of every release that is neither live, nor a canary, nor shown on the Releases screen,
     * nor the baseline of one shown. A release live again after a rollback is rendered again when a
     * review needs it. Returns the `<remote>/<version>` folders deleted.
     */
    async prunePictures(): Promise<string[]> {
      // The folders first, then what is in use: a release published meanwhile has no folder listed here.
      const folders: string[] = [];
      for (const remote of await readdir(deps.reviewsDir).catch(() => []))
        for (const version of await readdir(path.join(deps.reviewsDir, remote)).catch(() => []))
          folders.push(`${remote}/${version}`);
      const inUse = new Set((await reviews.picturesInUse()).map(({ remote, version }) => `${remote}/${version}`));
      const pruned = folders.filter((folder) => !inUse.has(folder));
      for (const folder of pruned) await rm(path.join(deps.reviewsDir, folder), { recursive: true, force: true });
      return pruned;
    },

    find: (remote: string, version: string) => reviews.find(remote, version),
    ofRemote: (remote: string) => reviews.ofRemote(remote),
    approvalRequired: deps.approvalRequired,

    /** The file of one picture of a review, or undefined when there is none. */
    async pictureFile(
      remote: string,
      version: string,
      side: PictureSide,
      picture: string,
    ): Promise<string | undefined> {
      if (!PICTURE.test(picture)) return undefined;
      const review = await reviews.find(remote, version);
      if (!review) return undefined;
      const file =
        side === 'diff'
          ? path.join(reviewFolder(remote, version), 'diff', picture)
          : side === 'after'
            ? path.join(rendersOf(remote, version), picture)
            : review.baselineVersion && path.join(rendersOf(remote, review.baselineVersion), picture);
      return file && (await exists(file)) ? file : undefined;
    },

    /** A designer approves or rejects a release's visual changes, recorded in the audit trail. */
    async decide({
      remote,
      version,
      decision,
      actor,
    }: {
      remote: string;
      version: string;
      decision: 'approved' | 'rejected';
      actor: { by: string; audit: { actor: AuditActor; reason?: string } };
    }) {
      await deps.transact(async (transaction) => {
        const review = await reviews.find(remote, version, transaction);
        if (!review) throw new AppError(404, `${remote} ${version} has no visual review`);
        if (review.status === 'pending' || review.status === 'rendering')
          throw new AppError(409, `The visual review of ${remote} ${version} is still running`);
        if (review.decision === decision)
          throw new AppError(409, `${remote} ${version}'s visual changes are already ${decision}`);
        await reviews.decide(transaction, { remote, version, decision, by: actor.by, at: clock.now() });
        await deps.auditTrail.record(transaction, {
          actor: actor.audit.actor,
          action: decision === 'approved' ? 'release.visual-changes-approved' : 'release.visual-changes-rejected',
          before: { remote, version, decision: review.decision },
          after: { remote, version, decision, ...countsOf(review.results) },
          reason: actor.audit.reason ?? null,
        });
      });
      return { remote, summary: `${remote} ${version}: visual changes ${decision}` };
    },

    /** Why a release may not be made live now (approval required and its visual changes not approved), or undefined. */
    async activationProblem(remote: string, version: string): Promise<string | undefined> {
      if (!(await deps.approvalRequired())) return undefined;
      const review = await reviews.find(remote, version);
      if (!review) return undefined;
      if (review.status === 'pending' || review.status === 'rendering')
        return `its visual review is still running: a designer reviews its changes once it is done`;
      if (review.decision === 'approved') return undefined;
      if (review.status === 'failed')
        return `its visual review failed (${review.error ?? 'no reason'}): a designer approves it after looking at its stories`;
      const changes = changesIn(review);
      if (changes === 0) return undefined;
      return review.decision === 'rejected'
        ? `a designer rejected its visual changes (${changes} stories)`
        : `it changes ${changes} stories on screen: a designer approves them first`;
    },
  };
}
export type VisualReviews = ReturnType<typeof createVisualReviews>;
