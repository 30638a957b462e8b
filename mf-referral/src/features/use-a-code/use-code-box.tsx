import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { messageOr } from '@ciao/api-client';
import { REFERRAL, useReferralCodeRequestSchema } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, CardContent, TitledCard } from '@ciao/ui';
import { ReferralCodeField, type CodeForm } from '../../components/referral-code-field';

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

const CODE_APPLIED = `Referral code applied. Complete your first mining to receive $${REFERRAL.rewardUsd} in $CIAO!`;

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

  const apply = async ({ code }: CodeForm) => {
    try {
      await onApply(code);
      toast({ title: 'Success', description: CODE_APPLIED });
      form.reset();
    } catch (error) {
      toast({ title: 'Error', description: messageOr(error, 'Invalid referral code'), variant: 'destructive' });
    }
  };

  return (
    <TitledCard
      title="Use a Referral Code"
      description="Got a code from a friend? Enter it before your first completed mining."
    >
      <CardContent>
        <Form noValidate onSubmit={form.handleSubmit(apply)} aria-label="Use a referral code">
          <ReferralCodeField control={form.control} label="Friend's referral code" name="friendCode" />
          <Button type="submit" disabled={!isValid} loading={applying}>
            {applying ? 'Applying...' : 'Apply Code'}
          </Button>
        </Form>
      </CardContent>
    </TitledCard>
  );
}
