import { useCallback } from 'react';
import { messageOr } from '@ciao/api-client';
import {
  useEligibilityQuery,
  useGenerateStoreCreditMutation,
  useSendVerificationMailMutation,
  useStoreCreditCodesQuery,
} from '@ciao/api-client/signed-in';
import { formatUsd } from '@ciao/contracts/money';
import { useSession, useToast } from '@ciao/shell';
import type { AddressToVerify } from './credit-progress-card';
import { StoreCreditView } from './store-credit-view';
import { useNow } from './use-now';

const TOASTS = {
  generated: 'Store Credit Generated!',
  generationFailed: 'Generation Failed',
  generationFailedFallback: 'Failed to generate store credit code',
  copyFailed: 'Copy Failed',
  copyFailedDescription: 'Failed to copy code to clipboard',
} as const;

/** The /store-credit screen: the session user's eligibility (polled every 5 s) and codes, Generate, copy; an unverified address's "Send again". */
export function StoreCredit() {
  const { user } = useSession();
  const { toast } = useToast();
  const eligibility = useEligibilityQuery(user?.id);
  const codes = useStoreCreditCodesQuery(user?.id);
  const generate = useGenerateStoreCreditMutation(user?.id);
  const sendVerificationMail = useSendVerificationMailMutation();
  const now = useNow();

  let addressToVerify: AddressToVerify | undefined;
  if (user && !user.emailVerified) {
    const { isSuccess, isError, data, error } = sendVerificationMail;
    addressToVerify = {
      email: user.email,
      sending: sendVerificationMail.isPending,
      answer: isSuccess
        ? { message: data.message, failed: false }
        : isError
          ? { message: messageOr(error, 'Could not send the mail. Please try again.'), failed: true }
          : undefined,
      onSendAgain: () => sendVerificationMail.mutate(user.id),
    };
  }

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
      addressToVerify={addressToVerify}
    />
  );
}
