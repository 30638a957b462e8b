import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { messageOr } from '@ciao/api-client';
import { REFERRAL } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ciao/ui';
import { ReferralCodeField } from './referral-code-field';

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

export const CODE_APPLIED = `Referral code applied. Complete your first mining to receive $${REFERRAL.rewardUsd} in $CIAO!`;

export interface UseCodeBoxProps {
  /** Applies the code (trimmed, upper-cased, non-empty); rejects with the server's answer. */
  onApply: (code: string) => Promise<unknown>;
}

/** 'Use a Referral Code': a friend's code, before one's first completed mining. */
export function UseCodeBox({ onApply }: UseCodeBoxProps) {
  const [value, setValue] = useState('');
  const [applying, setApplying] = useState(false);
  const { toast } = useToast();
  const titleId = useId();
  const code = value.trim();

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applying || !code) return;
    setApplying(true);
    try {
      await onApply(code);
      toast({ title: 'Success', description: CODE_APPLIED });
      setValue('');
    } catch (error) {
      toast({ title: 'Error', description: messageOr(error, 'Invalid referral code'), variant: 'destructive' });
    } finally {
      setApplying(false);
    }
  };

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Use a Referral Code
        </CardTitle>
        <CardDescription>Got a code from a friend? Enter it before your first completed mining.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form noValidate onSubmit={apply} aria-label="Use a referral code">
          <ReferralCodeField label="Friend's referral code" name="friendCode" value={value} onChange={setValue} />
          <Button type="submit" disabled={!code} loading={applying}>
            {applying ? 'Applying...' : 'Apply Code'}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
