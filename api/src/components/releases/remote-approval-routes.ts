import { Router } from 'express';
import type { Request, Response } from 'express';
import {
  adminReasonRequestSchema,
  releaseChangeSchema,
  remoteApprovalsPageSchema,
  remoteParamsSchema,
} from '@ciao/contracts';
import type { ReleaseChange, RemoteApprovalsPage } from '@ciao/contracts';
import { ADMIN_PATH, requireRight, signedInAdmin } from '../../http/admin-access';
import { describeRoutes } from '../../http/api-description';
import { parseInput } from '../../validation';
import type { ApprovalDecision, RemoteApprovals } from './remote-approvals';

const REFUSED = "'Your admin role does not allow this' (owners only)";
const decisionAnswers = (done: string, conflict: string) => ({
  200: { description: done, schema: releaseChangeSchema },
  403: REFUSED,
  404: "'<remote> is not a new remote waiting for or given an approval'",
  409: conflict,
});

export const remoteApprovalsApi = describeRoutes(ADMIN_PATH, 'Admin', {
  'GET /remote-approvals': {
    summary: 'New remotes and their approvals',
    description:
      'Each remote the host does not load: waiting for an owner, approved, refused or withdrawn, with its newest release, where its files are and the screens and menu entries it declares (docs/deploying.md, "A new remote").',
    access: 'admin',
    answers: { 200: { description: 'The new remotes', schema: remoteApprovalsPageSchema }, 403: REFUSED },
  },
  'POST /remote-approvals/:remote/approve': {
    summary: 'Approve a new remote: its declared screens and menu entries are shown',
    access: 'admin',
    params: remoteParamsSchema,
    body: adminReasonRequestSchema,
    answers: decisionAnswers('Approved', "'<remote> is approved: it cannot be approved'"),
  },
  'POST /remote-approvals/:remote/refuse': {
    summary: 'Refuse a new remote waiting for approval',
    access: 'admin',
    params: remoteParamsSchema,
    body: adminReasonRequestSchema,
    answers: decisionAnswers('Refused', 'it is not waiting for an approval'),
  },
  'POST /remote-approvals/:remote/withdraw': {
    summary: 'Withdraw an approved remote: its screens and menu entries leave every page',
    access: 'admin',
    params: remoteParamsSchema,
    body: adminReasonRequestSchema,
    answers: decisionAnswers('Withdrawn', 'it is not approved'),
  },
});

/** /api/admin/remote-approvals: an owner's decisions on new remotes, each audited with its reason. */
export function remoteApprovalRoutes({ approvals }: { approvals: RemoteApprovals }): Router {
  const router = Router();

  async function readApprovals(_req: Request, res: Response) {
    const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);
    const page: RemoteApprovalsPage = {
      remotes: (await approvals.list()).map((approval) => ({
        ...approval,
        requestedAt: new Date(approval.requestedAt).toISOString(),
        decidedAt: iso(approval.decidedAt),
      })),
    };
    res.json(page);
  }

  const decide = (decision: ApprovalDecision) =>
    async function decideOnRemote(req: Request, res: Response) {
      const { remote } = parseInput(remoteParamsSchema, req.params);
      const { id, role, email } = signedInAdmin(req);
      const { reason } = parseInput(adminReasonRequestSchema, req.body);
      const change = await approvals.decide({
        remote,
        decision,
        actor: { by: email, audit: { actor: { id, role }, reason } },
      });
      res.json(change satisfies ReleaseChange);
    };

  router.get('/remote-approvals', requireRight, readApprovals);
  router.post('/remote-approvals/:remote/approve', requireRight, decide('approve'));
  router.post('/remote-approvals/:remote/refuse', requireRight, decide('refuse'));
  router.post('/remote-approvals/:remote/withdraw', requireRight, decide('withdraw'));
  return router;
}
