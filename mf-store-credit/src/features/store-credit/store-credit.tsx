import { useCallback } from 'react';
import { messageOr } from '@ciao/api-client';
import {
  useEligibilityQuery,
  useGenerateStoreCreditMutation,
  useSendVerificationMailMutation,
  useStoreCreditCodesQuery,
} from '@ciao/api-client/signed-in';
import { formatUsd } from '@ciao/contracts/money';
import { localeTag, useLocale, useSession, useToast } from '@ciao/shell';
import { useStoreCreditMessages } from '../../messages';
import type { AddressToVerify } from './credit-progress-card';
import { StoreCreditView } from './store-credit-view';
import { useNow } from './use-now';

/** The /store-credit screen: the session user's eligibility (polled every 5 s) and codes, Generate, copy; an unverified address's "Send again". */
export function StoreCredit() {
  const { user } = useSession();
  const { toast } = useToast();
  const eligibility = useEligibilityQuery(user?.id);
  const codes = useStoreCreditCodesQuery(user?.id);
  const generate = useGenerateStoreCreditMutation(user?.id);
  const sendVerificationMail = useSendVerificationMailMutation();
  const now = useNow();
  const t = useStoreCreditMessages();
  const locale = localeTag(useLocale());

  let addressToVerify: AddressToVerify | undefined;
  if (user && !user.emailVerified) {
    const { isSuccess, isError, data, error } = sendVerificationMail;
    addressToVerify = {
      email: user.email,
      sending: sendVerificationMail.isPending,
      answer: isSuccess
        ? { message: data.message, failed: false }
        : isError
          ? { message: messageOr(error, t('credits.sendFailed')), failed: true }
          : undefined,
      onSendAgain: () => sendVerificationMail.mutate(user.id),
    };
  }

  const onGenerate = () => {
    generate.mutate(undefined, {
      onSuccess: (code) =>
        toast({
          title: t('toast.generated'),
          description: t('toast.generatedDescription', {
            amount: formatUsd(code.amountUsd, 2, 'half-up', locale),
            code: code.code,
          }),
        }),
      onError: (error) =>
        toast({
          title: t('toast.generationFailed'),
          description: messageOr(error, t('toast.generationFailedFallback')),
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
        toast({ title: t('toast.copyFailed'), description: t('toast.copyFailedDescription'), variant: 'destructive' });
        throw error;
      }
    },
    [toast, t],
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
