import { useEffect, useState } from 'react';
import type { Campaign, CampaignPreview, CampaignTestSend } from '@ciao/contracts';
import { useSession } from '@ciao/shell';
import { isApiError, messageOr } from '@ciao/api-client';
import {
  useCampaignAudienceQuery,
  useCampaignPreviewMutation,
  useCampaignsQuery,
  useCancelCampaignMutation,
  useSaveCampaignMutation,
  useSendCampaignMutation,
  useTestSendCampaignMutation,
} from '@ciao/api-client/signed-in';
import { CampaignsView } from '../features/campaigns/campaigns-view';
import type { CampaignsListState } from '../features/campaigns/campaigns-view';
import { EMPTY_FORM, draftOf, segmentOf, valuesOf } from '../features/campaigns/campaign-form-values';

/** The audience is counted once typing pauses this long. */
const COUNT_AFTER_MS = 400;

/** The segment, once it has stopped changing for a moment (one count per pause, not per key). */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), COUNT_AFTER_MS);
    return () => clearTimeout(timer);
    // The key is the value's content: a new object with the same filters is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled;
}

/** The Campaigns screen: the API's campaigns, the editor for owner and support (docs/admin.md, "Campaigns"). */
export function CampaignsScreen() {
  const { user } = useSession();
  const writes = user?.role === 'owner' || user?.role === 'support';
  const campaigns = useCampaignsQuery();
  const [values, setValues] = useState(EMPTY_FORM);
  const [saved, setSaved] = useState<Campaign>();
  const [preview, setPreview] = useState<CampaignPreview>();
  const [testSent, setTestSent] = useState<CampaignTestSend>();
  const [error, setError] = useState<string>();
  const segment = useSettled(segmentOf(values));
  const audience = useCampaignAudienceQuery(writes ? segment : null);
  const previewMutation = useCampaignPreviewMutation();
  const save = useSaveCampaignMutation();
  const send = useSendCampaignMutation();
  const cancel = useCancelCampaignMutation();
  const testSend = useTestSendCampaignMutation();

  const rows = campaigns.data?.campaigns;

  const failed = (fallback: string) => (e: unknown) => setError(messageOr(e, fallback));
  const start = () => {
    setError(undefined);
    setTestSent(undefined);
  };

  let list: CampaignsListState;
  if (campaigns.isError)
    list = isApiError(campaigns.error, 403)
      ? { status: 'not-authorised' }
      : { status: 'failed', onRetry: () => void campaigns.refetch() };
  else if (!rows) list = { status: 'loading' };
  else list = { status: 'ready', campaigns: rows };

  const editor = writes
    ? {
        values,
        onChange: setValues,
        saved,
        audience: audience.data?.size,
        preview,
        testSent,
        busy: previewMutation.isPending || save.isPending || send.isPending || testSend.isPending,
        error,
        onPreview: () => {
          start();
          previewMutation.mutate(draftOf(values), {
            onSuccess: setPreview,
            onError: failed('The preview could not be made. Try again.'),
          });
        },
        onSave: () => {
          start();
          save.mutate(
            { id: saved?.id, draft: draftOf(values) },
            { onSuccess: setSaved, onError: failed('The campaign could not be saved. Try again.') },
          );
        },
        onTestSend: () => {
          if (!saved) return;
          start();
          testSend.mutate(saved.id, { onSuccess: setTestSent, onError: failed('The test could not be sent.') });
        },
        onSend: (request: { at?: string; confirmEmpty?: boolean }) => {
          if (!saved) return;
          start();
          send.mutate(
            { id: saved.id, request },
            { onSuccess: setSaved, onError: failed('The campaign could not be sent. Try again.') },
          );
        },
        onNew: () => {
          start();
          setSaved(undefined);
          setPreview(undefined);
          setValues(EMPTY_FORM);
        },
      }
    : null;

  return (
    <CampaignsView
      list={list}
      editor={editor}
      onEdit={(campaign) => {
        start();
        setSaved(campaign);
        setPreview(undefined);
        setValues(valuesOf(campaign));
      }}
      onCancel={(campaign) =>
        cancel.mutate(campaign.id, {
          onSuccess: (cancelled) => {
            if (saved?.id === cancelled.id) setSaved(cancelled);
          },
          onError: failed('The campaign could not be cancelled.'),
        })
      }
    />
  );
}

export default CampaignsScreen;
