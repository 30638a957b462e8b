import type { Job } from '../../background-jobs';
import type { Platform } from '../../component';
import { transactOn } from '../../db/transactions';
import type { AuditTrail } from '../audit/audit-log';
import type { NotificationRouter } from '../push/notification-router';
import { createCampaignRepository } from './campaign-repository';
import { campaignRoutes, campaignUserRoutes } from './campaign-routes';
import { createCampaignSending, createCampaigns } from './campaigns';
import type { CampaignAuthors } from './campaigns';

/**
 * Campaigns (docs/admin.md, "Campaigns"): the admin routes, the customer's "opened" route, and the
 * job that sends due campaigns a throttled batch at a time through the push component's router.
 */
export function createCampaignsComponent(
  deps: Pick<
    Platform<{ campaignSendRatePerMinute: number; sweepIntervalMs: number }>,
    'config' | 'database' | 'clock'
  > & {
    router: Pick<NotificationRouter, 'route'>;
    auditTrail: AuditTrail;
    authors: CampaignAuthors;
    appUrl: () => string;
  },
) {
  const { config, database, clock, router, auditTrail, authors, appUrl } = deps;
  const repository = createCampaignRepository(database);
  const transact = transactOn(database.sequelize);
  const campaigns = createCampaigns({ repository, auditTrail, authors, transact, clock });
  const sending = createCampaignSending({
    repository,
    router,
    auditTrail,
    transact,
    clock,
    appUrl,
    ratePerMinute: config.campaignSendRatePerMinute,
  });
  const sendDue = async () => {
    while (await sending.sendNextBatch());
  };
  const jobs: Job[] = [{ name: 'send due campaigns', intervalMs: config.sweepIntervalMs, run: sendDue }];
  return {
    routes: campaignRoutes({ campaigns, sending }),
    userRoutes: campaignUserRoutes({ campaigns }),
    jobs,
  };
}
