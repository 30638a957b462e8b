import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { messageOr } from '@ciao/api-client';
import { REFERRAL, useReferralCodeRequestSchema } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, CardContent, TitledCard } from '@ciao/ui';
import { ReferralCodeField, type CodeForm } from '../../components/referral-code-field';
import { useReferralMessages } from '../../messages';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: flex-end;

    & > :first-child {
      flex: 1;
    }
  }
`;

export interface UseCodeBoxProps {
  /** Applies the code (trimmed, upper-cased, non-empty); rejects with the server's answer. */
  onApply: (code: string) => Promise<unknown>;
}

/** 'Use a Referral Code': a friend's code, before one's first completed mining. */
export function UseCodeBox({ onApply }: UseCodeBoxProps) {
  // 'Apply Code' waits for the request's rule (a code, trimmed, not empty), checked as typed.
  const form = useForm<CodeForm>({
    resolver: zodResolver(useReferralCodeRequestSchema),
    defaultValues: { code: '' },
    mode: 'onChange',
  });
  const { isValid, isSubmitting: applying } = form.formState;
  const { toast } = useToast();
  const t = useReferralMessages();

  const apply = async ({ code }: CodeForm) => {
    try {
      await onApply(code);
      toast({ title: t('useCode.successTitle'), description: t('useCode.applied', { reward: REFERRAL.rewardUsd }) });
      form.reset();
    } catch (error) {
      toast({
        title: t('useCode.errorTitle'),
        description: messageOr(error, t('useCode.invalid')),
        variant: 'destructive',
      });
    }
  };

  return (
    <TitledCard title={t('useCode.title')} description={t('useCode.description')}>
      <CardContent>
        <Form noValidate onSubmit={form.handleSubmit(apply)} aria-label={t('useCode.form')}>
          <ReferralCodeField control={form.control} label={t('useCode.label')} name="friendCode" />
          <Button type="submit" disabled={!isValid} loading={applying}>
            {applying ? t('useCode.applying') : t('useCode.apply')}
          </Button>
        </Form>
      </CardContent>
    </TitledCard>
  );
}
