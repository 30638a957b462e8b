import { Router } from 'express';
import type { Request, Response } from 'express';
import {
  okSchema,
  referralMemberParamsSchema,
  referralReminderRequestSchema,
  referralReminderSchema,
  referralTeamPageSchema,
  referralTeamQuerySchema,
  referralCodeSchema,
  referralStatsSchema,
  updateReferralCodeRequestSchema,
  useReferralCodeRequestSchema,
} from '@ciao/contracts';
import type { Ok, ReferralCode, ReferralReminder, ReferralStats, ReferralTeamPage } from '@ciao/contracts';
import { timeAndIdCursor } from '../../http/keyset-cursor';
import type { RateLimits } from '../rate-limits/rate-limit-rule';
import { describeRoutes, TOO_MANY_ATTEMPTS } from '../../http/api-description';
import { parseInput } from '../../validation';
import { signedInUser } from '../../http/request-user';
import type { RateLimiter } from '../rate-limits/rate-limits';
import { REFERRAL_MESSAGES } from './referral-programme';
import type { ReferralProgramme } from './referral-programme';
import { TEAM_MESSAGES } from './referral-team';
import type { ReferralTeam } from './referral-team';

type Deps = {
  config: { rateLimits: RateLimits };
  referralProgramme: ReferralProgramme;
  referralTeam: ReferralTeam;
  rateLimiter: RateLimiter;
};

export const referralApi = describeRoutes('/api/referral', 'Referral', {
  'GET /my-code': {
    summary: "The user's referral code",
    access: 'signed-in',
    answers: { 200: { description: 'The code', schema: referralCodeSchema } },
  },
  'GET /stats': {
    summary: "The user's invitations and rewards",
    access: 'signed-in',
    answers: { 200: { description: 'The stats', schema: referralStatsSchema } },
  },
  'POST /use-code': {
    summary: "Use someone's referral code",
    description: 'Both sides are paid when the invitee completes a first contract (docs/referral.md).',
    access: 'signed-in',
    body: useReferralCodeRequestSchema,
    answers: {
      200: { description: 'Used', schema: okSchema },
      400: `'${REFERRAL_MESSAGES.ownCode}' or '${REFERRAL_MESSAGES.invitedByYou}'`,
      404: `'${REFERRAL_MESSAGES.invalidCode}'`,
      409: `'${REFERRAL_MESSAGES.alreadyUsed}', '${REFERRAL_MESSAGES.afterFirstMining}' or '${REFERRAL_MESSAGES.noLongerUsable}' (its owner's code has been used REFERRAL_REWARD_LIMIT times)`,
      429: TOO_MANY_ATTEMPTS,
    },
  },
  'PATCH /update-code': {
    summary: "Choose one's own referral code",
    access: 'signed-in',
    body: updateReferralCodeRequestSchema,
    answers: {
      200: { description: 'The new code', schema: referralCodeSchema },
      409: `'${REFERRAL_MESSAGES.codeTaken}' (in any case)`,
    },
  },
  'GET /team': {
    summary: "The user's team: who joined with their code, newest first",
    description:
      'Each invitee by nickname or a masked e-mail (never the address, never the account\'s id: `memberId` names the invitation), how far they came and their bonus as the programme sees it; `counts` are the whole team\'s, from the same rows (docs/referral.md, "Your team").',
    access: 'signed-in',
    query: referralTeamQuerySchema,
    answers: {
      200: {
        description: 'One page; pass `nextCursor` back as `cursor` (null on the last page)',
        schema: referralTeamPageSchema,
      },
    },
  },
  'POST /team/:memberId/reminder': {
    summary: 'Remind an invitee who joined but never mined',
    description:
      'Push or e-mail by the invitee\'s own Promotions switches; their address is never shown. At most one per invitee in 7 days (docs/referral.md, "Reminders").',
    access: 'signed-in',
    params: referralMemberParamsSchema,
    body: referralReminderRequestSchema,
    bodyRequired: false,
    answers: {
      200: { description: 'Sent', schema: referralReminderSchema },
      404: `'${TEAM_MESSAGES.notOnTeam}' (not on the user's team)`,
      409: `'${TEAM_MESSAGES.alreadyMining}', '${TEAM_MESSAGES.accountClosed}' or '${TEAM_MESSAGES.remindedThisWeek}'`,
      429: TOO_MANY_ATTEMPTS,
    },
  },
});

/** /api/referral: the signed-in user's code, stats, team, and using or changing a code, and reminding an invitee. */
export function referralRoutes({ config, referralProgramme, referralTeam, rateLimiter }: Deps): Router {
  const router = Router();

  async function readMyCode(req: Request, res: Response) {
    const { id } = signedInUser(req);
    res.json((await referralProgramme.myCode(id)) satisfies ReferralCode);
  }
  router.get('/my-code', readMyCode);

  async function readStats(req: Request, res: Response) {
    const { id } = signedInUser(req);
    res.json((await referralProgramme.stats(id)) satisfies ReferralStats);
  }
  router.get('/stats', readStats);

  async function useCode(req: Request, res: Response) {
    const { id } = signedInUser(req);
    const { code } = parseInput(useReferralCodeRequestSchema, req.body);
    // Per account: guessing codes takes many attempts, a real use takes one.
    await rateLimiter.consume(config.rateLimits.referralUsePerAccount, `referral-use:account:${id}`);
    await referralProgramme.useCode(id, code);
    res.json({ ok: true } satisfies Ok);
  }
  router.post('/use-code', useCode);

  async function updateCode(req: Request, res: Response) {
    const { id } = signedInUser(req);
    const { code } = parseInput(updateReferralCodeRequestSchema, req.body);
    res.json((await referralProgramme.updateCode(id, code)) satisfies ReferralCode);
  }
  router.patch('/update-code', updateCode);

  async function readTeam(req: Request, res: Response) {
    const { id } = signedInUser(req);
    const { limit, cursor } = parseInput(referralTeamQuerySchema, req.query);
    const key = cursor === undefined ? undefined : timeAndIdCursor.decode(cursor);
    const page = await referralTeam.page(id, {
      limit,
      after: key && { joinedAt: key.startTime, memberId: key.id },
    });
    res.json({
      counts: page.counts,
      members: page.members,
      nextCursor: page.next && timeAndIdCursor.encode({ startTime: page.next.joinedAt, id: page.next.memberId }),
    } satisfies ReferralTeamPage);
  }
  router.get('/team', readTeam);

  async function sendReminder(req: Request, res: Response) {
    const { id } = signedInUser(req);
    const { memberId } = parseInput(referralMemberParamsSchema, req.params);
    parseInput(referralReminderRequestSchema, req.body);
    await rateLimiter.consume(config.rateLimits.referralReminderPerAccount, `referral-reminder:account:${id}`);
    res.json((await referralTeam.remind(id, memberId)) satisfies ReferralReminder);
  }
  router.post('/team/:memberId/reminder', sendReminder);

  return router;
}
