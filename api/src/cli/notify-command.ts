// The notify CLI's commands, apart from its entry (notify.ts) so that tests call them in process: a
// thin client of the campaigns component (docs/admin.md, "Campaigns").
import { parseArgs } from 'node:util';
import { campaignDraftSchema } from '@ciao/contracts';
import type { Clock } from '../clock';
import { createAuditComponent } from '../components/audit/audit-component';
import { createCampaignRepository } from '../components/campaigns/campaign-repository';
import { createCampaigns } from '../components/campaigns/campaigns';
import { createUserRepository } from '../components/users/user-repository';
import type { Database } from '../db/database';
import { transactOn } from '../db/transactions';
import { AppError } from '../errors';
import { parseInput } from '../validation';

const USAGE = `Usage: npm run notify -w api -- promotion --title <title> --body <text> [--url /|/store-credit|/referral|/notifications]
  Creates a campaign to every customer whose Promotions switch is on and sends it now, by the
  channel each chose (push to a subscribed device, e-mail); the running API instances send it,
  throttled, and the admin's Campaigns screen shows its results.`;

type NotifyDeps = Database & { clock: Clock };

/** Parses one command line and runs it; returns what to print. Throws AppError on bad input. */
export async function runNotifyCommand(argv: string[], deps: NotifyDeps): Promise<string> {
  const [command, ...rest] = argv;
  if (command !== 'promotion') throw new AppError(400, USAGE);
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: { title: { type: 'string' }, body: { type: 'string' }, url: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    throw new AppError(400, `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const draft = parseInput(campaignDraftSchema, { url: '/', ...values, channel: 'both', segment: {} });
  const repository = createCampaignRepository(deps);
  const campaigns = createCampaigns({
    repository,
    auditTrail: createAuditComponent({ database: deps, clock: deps.clock }).auditTrail,
    authors: createUserRepository(deps),
    transact: transactOn(deps.sequelize),
    clock: deps.clock,
  });
  const audience = await campaigns.audienceSize(draft.segment);
  const campaign = await campaigns.create(null, draft);
  await campaigns.send(null, campaign.id, { confirmEmpty: true });
  return `Campaign ${campaign.id} is sending to ${audience} ${audience === 1 ? 'customer' : 'customers'} with Promotions on (the running API instances send it)`;
}
