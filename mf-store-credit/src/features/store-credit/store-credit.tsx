import { useCallback } from 'react';
import { messageOr } from '@ciao/api-client';
import {
  useEligibilityQuery,
  useGenerateStoreCreditMutation,
  useStoreCreditCodesQuery,
} from '@ciao/api-client/signed-in';
import { formatUsd } from '@ciao/contracts/money';
import { useSession, useToast } from '@ciao/shell';
import { StoreCreditView } from './store-credit-view';
import { useNow } from './use-now';

const TOASTS = {
  generated: 'Store Credit Generated!',
  generationFailed: 'Generation Failed',
  generationFailedFallback: 'Failed to generate store credit code',
  copyFailed: 'Copy Failed',
  copyFailedDescription: 'Failed to copy code to clipboard',
} as const;

/** The /store-credit screen: the session user's eligibility (polled every 5 s) and codes, Generate, copy. */
export function StoreCredit() {
  const { user } = useSession();
  const { toast } = useToast();
  const eligibility = useEligibilityQuery(user?.id);
  const codes = useStoreCreditCodesQuery(user?.id);
  const generate = useGenerateStoreCreditMutation(user?.id);
  const now = useNow();

  const onGenerate = () => {
    generate.mutate(undefined, {
      onSuccess: (code) =>
        toast({
          title: TOASTS.generated,
          description: `Your ${formatUsd(code.amountUsd)} code ${code.code} is ready to use at the store.`,
        }),
      onError: (error) =>
        toast({
          title: TOASTS.generationFailed,
          description: messageOr(error, TOASTS.generationFailedFallback),
          variant: 'destructive',
        }),
    });
  };

  const onCopy = useCallback(
    async (code: string) => {
      try {
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(code);
      } catch (error) {
        toast({ title: TOASTS.copyFailed, description: TOASTS.copyFailedDescription, variant: 'destructive' });
        throw error;
      }
    },
    [toast],
  );

  return (
    <StoreCreditView
      eligibility={eligibility.data}
      eligibilityFailed={eligibility.isError}
      codes={codes.data}
      codesFailed={codes.isError}
      onRetryCodes={() => void codes.refetch()}
      generating={generate.isPending}
      onGenerate={onGenerate}
      onCopy={onCopy}
      now={now}
    />
  );
}
