import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Campaign,
  CampaignAudience,
  CampaignDraft,
  CampaignList,
  CampaignPreview,
  CampaignSegment,
  CampaignSendRequest,
  CampaignTestSend,
} from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

const CAMPAIGNS_PATH = '/api/admin/campaigns';
const campaignPath = (id: string, action = '') => `${CAMPAIGNS_PATH}/${encodeURIComponent(id)}${action}`;

/** GET /api/admin/campaigns: the latest campaigns with their results (docs/admin.md, "Campaigns"). */
const getCampaigns = async ({ signal }: { signal?: AbortSignal } = {}): Promise<CampaignList> =>
  checkResponse('campaignList', await apiJson('GET', CAMPAIGNS_PATH, undefined, { signal }));

/** While a campaign waits or sends, its results move: the list is read again this often. */
const LIVE_REFRESH_MS = 5_000;

/** The list, read again every few seconds while a campaign is scheduled or sending. */
export const useCampaignsQuery = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.campaigns(),
      queryFn: ({ signal }) => getCampaigns({ signal }),
      refetchInterval: (query) =>
        query.state.data?.campaigns.some((c) => c.status === 'scheduled' || c.status === 'sending')
          ? LIVE_REFRESH_MS
          : false,
    }),
  );

/** POST /api/admin/campaigns/audience: how many customers a segment matches now (counted). */
const countAudience = async (segment: CampaignSegment, signal?: AbortSignal): Promise<CampaignAudience> =>
  checkResponse('campaignAudience', await apiJson('POST', `${CAMPAIGNS_PATH}/audience`, { segment }, { signal }));

/** The audience of the segment being built; the last count stays while the next one is read. */
export const useCampaignAudienceQuery = (segment: CampaignSegment | null) =>
  useQuery({
    queryKey: queryKeys.campaignAudience(segment ?? {}),
    queryFn: ({ signal }) => countAudience(segment ?? {}, signal),
    enabled: segment !== null,
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/campaigns/preview: the push and the rendered mail of a draft. */
const previewCampaign = async (draft: CampaignDraft): Promise<CampaignPreview> =>
  checkResponse('campaignPreview', await apiJson('POST', `${CAMPAIGNS_PATH}/preview`, draft));

export const useCampaignPreviewMutation = () => useMutation({ mutationFn: previewCampaign });

/** Every write answers the campaign; the list is read again after it. */
function useCampaignWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaigns() }),
  });
}

/** POST /api/admin/campaigns, or PUT /api/admin/campaigns/{id} when `id` is given: a draft saved. */
const saveCampaign = async ({ id, draft }: { id?: string | undefined; draft: CampaignDraft }): Promise<Campaign> =>
  checkResponse(
    'campaign',
    await (id === undefined ? apiJson('POST', CAMPAIGNS_PATH, draft) : apiJson('PUT', campaignPath(id), draft)),
  );

export const useSaveCampaignMutation = () => useCampaignWrite(saveCampaign);

/** POST /api/admin/campaigns/{id}/send: now, or at `at`; `confirmEmpty` for a segment of nobody. */
const sendCampaign = async ({ id, request }: { id: string; request: CampaignSendRequest }): Promise<Campaign> =>
  checkResponse('campaign', await apiJson('POST', campaignPath(id, '/send'), request));

export const useSendCampaignMutation = () => useCampaignWrite(sendCampaign);

/** POST /api/admin/campaigns/{id}/cancel: a draft or a scheduled campaign, until it starts. */
const cancelCampaign = async (id: string): Promise<Campaign> =>
  checkResponse('campaign', await apiJson('POST', campaignPath(id, '/cancel'), {}));

export const useCancelCampaignMutation = () => useCampaignWrite(cancelCampaign);

/** POST /api/admin/campaigns/{id}/test: to the operator's own account. */
const testSendCampaign = async (id: string): Promise<CampaignTestSend> =>
  checkResponse('campaignTestSend', await apiJson('POST', campaignPath(id, '/test'), {}));

export const useTestSendCampaignMutation = () => useMutation({ mutationFn: testSendCampaign });

/** POST /api/user/{userId}/campaigns/{id}/opened: the app was opened from a campaign's link. */
export async function reportCampaignOpened(userId: string, campaignId: string): Promise<void> {
  await apiJson(
    'POST',
    `/api/user/${encodeURIComponent(userId)}/campaigns/${encodeURIComponent(campaignId)}/opened`,
    {},
  );
}
