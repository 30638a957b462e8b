import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReleaseChange, VisualReview } from '@ciao/contracts';
import { apiJson, isApiError, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** How often a review still rendering is read again. */
const RENDERING_POLL_MS = 2_000;

const reviewPath = (remote: string, version: string) =>
  `/api/admin/releases/${encodeURIComponent(remote)}/${encodeURIComponent(version)}/visual-review`;

/** The URL of one picture of a release's visual review: the live release's, this one's, or the difference. */
export const visualReviewPicturePath = (
  review: Pick<VisualReview, 'remote' | 'version'>,
  side: 'before' | 'after' | 'diff',
  storyId: string,
  width: number,
) => `${reviewPath(review.remote, review.version)}/${side}/${encodeURIComponent(storyId)}/${width}`;

/** GET .../visual-review; null when the release has none (it carries no Storybook). */
async function getVisualReview(remote: string, version: string, signal?: AbortSignal): Promise<VisualReview | null> {
  try {
    return checkResponse('visualReview', await apiJson('GET', reviewPath(remote, version), undefined, { signal }));
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** A release's visual review (docs/storybook.md), read again every 2 s while its stories are rendering. */
export const useVisualReviewQuery = (remote: string, version: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.visualReview(remote, version),
      queryFn: ({ signal }) => getVisualReview(remote, version, signal),
      refetchInterval: (query) =>
        query.state.data?.status === 'pending' || query.state.data?.status === 'rendering' ? RENDERING_POLL_MS : false,
    }),
  );

export type VisualDecision = 'approved' | 'rejected';

/** A designer's approval or rejection of a release's visual changes, with the reason the audit trail keeps. */
export function useDecideVisualChangesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      remote,
      version,
      decision,
      reason,
    }: {
      remote: string;
      version: string;
      decision: VisualDecision;
      reason: string;
    }): Promise<ReleaseChange> =>
      checkResponse(
        'releaseChange',
        await apiJson('POST', `${reviewPath(remote, version)}/decision`, { decision, reason }),
      ),
    onSuccess: (_change, { remote, version }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.visualReview(remote, version) }),
  });
}
