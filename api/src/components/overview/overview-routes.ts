import { Router } from 'express';
import type { Request, Response } from 'express';
import { overviewQuerySchema, overviewSchema } from '@ciao/contracts';
import { ADMIN_PATH, requireRight } from '../../http/admin-access';
import { describeRoutes } from '../../http/api-description';
import { sendCsvDownload } from '../../http/csv-download';
import { parseInput } from '../../validation';
import type { Overview } from './overview';

export const overviewApi = describeRoutes(ADMIN_PATH, 'Admin', {
  'GET /overview': {
    summary: 'The programme overview',
    description:
      'What the programme owes now (balances in $CIAO and in USD at the current price, active codes, the sum), every UTC day of the period (credits minted by source, credits turned into codes, codes by transition, new accounts, accounts that mined) and its rates. `from` and `to` are UTC dates, both included; default the last 30 days.',
    access: 'admin',
    query: overviewQuerySchema,
    answers: { 200: { description: 'The overview', schema: overviewSchema } },
  },
  'GET /overview.csv': {
    summary: 'The overview’s days as a CSV file',
    description: 'One line a day of the period, the same figures as `days`.',
    access: 'admin',
    query: overviewQuerySchema,
    answers: { 200: { description: 'The file (`Content-Disposition: attachment`)', mediaType: 'text/csv' } },
  },
});

/** The overview's routes; app.ts mounts requireAdmin in front of every /api/admin path. */
export function overviewRoutes({ overview }: { overview: Overview }): Router {
  async function readOverview(req: Request, res: Response) {
    res.json(await overview.read(parseInput(overviewQuerySchema, req.query)));
  }

  async function exportOverviewCsv(req: Request, res: Response) {
    await sendCsvDownload(res, await overview.exportCsv(parseInput(overviewQuerySchema, req.query)));
  }

  const router = Router();
  router.get('/overview', requireRight, readOverview);
  router.get('/overview.csv', requireRight, exportOverviewCsv);
  return router;
}
