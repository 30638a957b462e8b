import type { Ledger } from '../rewards/ledger';
import { createActivity } from './activity';
import type { CodeTexts, ContractDurations } from './activity';
import { activityUserRoutes } from './activity-routes';

/** The user's credit activity: GET /api/user/{id}/activity, read from the rewards ledger. */
export function createActivityComponent(deps: { ledger: Ledger; contracts: ContractDurations; codes: CodeTexts }) {
  const activity = createActivity(deps);
  return { activity, userRoutes: activityUserRoutes(activity) };
}
