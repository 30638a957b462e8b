import { useEffect } from 'react';
import { CAMPAIGN_PARAMETER } from '@ciao/contracts/web';
import { reportCampaignOpened } from '@ciao/api-client/signed-in';
import { useSession } from '@ciao/shell';
import { useLocation, useNavigate } from '@ciao/shell/router';

const CAMPAIGN_ID = /^[1-9]\d{0,17}$/;

/**
 * A visit from a campaign's push or mail (`?campaign=<id>`, docs/admin.md, "Campaigns"): reported
 * once for the signed-in customer, then the parameter leaves the address (a reload or a shared
 * link does not count again). Failures are not the customer's business: the visit goes on.
 */
export function useCampaignOpened(): void {
  const userId = useSession().user?.id;
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const campaign = params.get(CAMPAIGN_PARAMETER);
    if (!userId || campaign === null) return;
    params.delete(CAMPAIGN_PARAMETER);
    const rest = params.toString();
    void navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
    if (CAMPAIGN_ID.test(campaign)) void reportCampaignOpened(userId, campaign).catch(() => undefined);
  }, [userId, pathname, search, hash, navigate]);
}
