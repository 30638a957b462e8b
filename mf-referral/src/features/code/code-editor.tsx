import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { messageOr } from '@ciao/api-client';
import { REFERRAL, updateReferralCodeRequestSchema } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button } from '@ciao/ui';
import { ReferralCodeField, type CodeForm } from '../../components/referral-code-field';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface CodeEditorProps {
  code: string;
  /** Saves the new code (trimmed, upper-cased); rejects with the server's answer. */
  onSave: (code: string) => Promise<unknown>;
  /** Leaves editing: after a save, or on Cancel. */
  onClose: () => void;
}

/**
 * A custom code, checked as typed against the server's rule (customReferralCode: 6-20 letters and
 * digits): Save stays disabled until it passes (spec section 5). Of the rule's messages the field
 * shows only the one about symbols, in its own words; the hint already gives the length.
 */
export function CodeEditor({ code, onSave, onClose }: CodeEditorProps) {
  const form = useForm<CodeForm>({
    resolver: zodResolver(updateReferralCodeRequestSchema),
    defaultValues: { code },
    mode: 'onChange',
    criteriaMode: 'all',
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const symbols = errors.code?.types?.invalid_format !== undefined;
  const { toast } = useToast();

  const save = async (request: CodeForm) => {
    try {
      await onSave(request.code);
    } catch (error) {
      toast({ title: 'Error', description: messageOr(error, 'Unable to update code'), variant: 'destructive' });
      return;
    }
    toast({ title: 'Code updated!' });
    onClose();
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit(save)} aria-label="Edit referral code">
      <ReferralCodeField
        control={form.control}
        label="New referral code"
        name="referralCode"
        hint={`${REFERRAL.codeMinLength} to ${REFERRAL.codeMaxLength} letters and numbers.`}
        error={symbols ? 'Use letters and numbers only.' : undefined}
      />
      <Actions>
        <Button type="submit" disabled={!isValid} loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
