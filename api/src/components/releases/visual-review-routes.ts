import { Router } from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  releaseChangeSchema,
  releaseParamsSchema,
  visualDecisionRequestSchema,
  visualReviewSchema,
} from '@ciao/contracts';
import type { ReleaseChange, VisualReview } from '@ciao/contracts';
import { ADMIN_PATH, requireRight, signedInAdmin } from '../../http/admin-access';
import { describeRoutes } from '../../http/api-description';
import { AppError } from '../../errors';
import { parseInput } from '../../validation';
import { renderFile, REVIEW_WIDTHS } from './story-renders';
import { countsOf, PICTURE_SIDES } from './visual-reviews';
import type { VisualReviews } from './visual-reviews';

const REFUSED = "'Your admin role does not allow this' (owners and designers read; designers decide)";
const NO_REVIEW = "'<remote> <version> has no visual review' (it carries no Storybook, or is not published)";

const pictureParamsSchema = releaseParamsSchema.extend({
  side: z.enum(PICTURE_SIDES),
  story: z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/, "Expected a story's id"),
  width: z.enum(REVIEW_WIDTHS.map(String) as [string, ...string[]]),
});

export const visualReviewAdminApi = describeRoutes(ADMIN_PATH, 'Admin', {
  'GET /releases/:remote/:version/visual-review': {
    summary: "A release's visual review",
    description:
      'Every story of the release rendered at a phone and a desktop width and compared with the live release\'s: the counts, each changed, new or removed story, and a designer\'s decision (docs/storybook.md, "Visual review of a release").',
    access: 'admin',
    params: releaseParamsSchema,
    answers: { 200: { description: 'The review', schema: visualReviewSchema }, 403: REFUSED, 404: NO_REVIEW },
  },
  'GET /releases/:remote/:version/visual-review/:side/:story/:width': {
    summary: "One picture of a release's visual review (PNG)",
    description:
      "`before` (the live release's render), `after` (this release's) or `diff` (the differences highlighted).",
    access: 'admin',
    params: pictureParamsSchema,
    answers: {
      200: { description: 'The picture', mediaType: 'image/png' },
      403: REFUSED,
      404: "'No such picture'",
    },
  },
  'POST /releases/:remote/:version/visual-review/decision': {
    summary: "A designer approves or rejects a release's visual changes",
    description:
      'Recorded in the audit trail. With DESIGN_APPROVAL=required, a release with visual changes goes live only once approved.',
    access: 'admin',
    params: releaseParamsSchema,
    body: visualDecisionRequestSchema,
    answers: {
      200: { description: 'Decided', schema: releaseChangeSchema },
      403: REFUSED,
      404: NO_REVIEW,
      409: "'The visual review of <remote> <version> is still running', or the same decision again",
    },
  },
});

/** /api/admin/releases/<remote>/<version>/visual-review: a release's visual changes, their pictures, a designer's decision. */
export function visualReviewRoutes({ visualReviews }: { visualReviews: VisualReviews }): Router {
  const router = Router();

  async function readReview(req: Request, res: Response) {
    const { remote, version } = parseInput(releaseParamsSchema, req.params);
    const review = await visualReviews.find(remote, version);
    if (!review) throw new AppError(404, `${remote} ${version} has no visual review`);
    const answer: VisualReview = {
      remote,
      version,
      baselineVersion: review.baselineVersion,
      status: review.status,
      error: review.error,
      widths: [...REVIEW_WIDTHS],
      counts: countsOf(review.results),
      stories: (review.results ?? []).filter((story) => story.outcome !== 'unchanged'),
      decision: review.decision,
      decidedBy: review.decidedBy,
      decidedAt: review.decidedAt && new Date(review.decidedAt).toISOString(),
      approvalRequired: await visualReviews.approvalRequired(),
    };
    res.set('Cache-Control', 'no-store').json(answer);
  }

  async function sendPicture(req: Request, res: Response) {
    const { remote, version, side, story, width } = parseInput(pictureParamsSchema, req.params);
    const file = await visualReviews.pictureFile(remote, version, side, renderFile(story, Number(width)));
    if (!file) throw new AppError(404, 'No such picture');
    // Our own path from checked parameters; RELEASES_DIR may sit under a dot folder (.data/releases).
    res.set('Cache-Control', 'private, max-age=3600').sendFile(file, { dotfiles: 'allow' });
  }

  async function decide(req: Request, res: Response) {
    const { remote, version } = parseInput(releaseParamsSchema, req.params);
    const { decision, reason } = parseInput(visualDecisionRequestSchema, req.body);
    const { id, role, email } = signedInAdmin(req);
    const change = await visualReviews.decide({
      remote,
      version,
      decision,
      actor: { by: email, audit: { actor: { id, role }, reason } },
    });
    res.json(change satisfies ReleaseChange);
  }

  router.get('/releases/:remote/:version/visual-review', requireRight, readReview);
  router.get('/releases/:remote/:version/visual-review/:side/:story/:width', requireRight, sendPicture);
  router.post('/releases/:remote/:version/visual-review/decision', requireRight, decide);
  return router;
}
