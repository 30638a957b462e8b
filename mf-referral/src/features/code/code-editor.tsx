import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { messageOr } from '@ciao/api-client';
import { REFERRAL, updateReferralCodeRequestSchema } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button } from '@ciao/ui';
import { ReferralCodeField, type CodeForm } from '../../components/referral-code-field';
import { useReferralMessages } from '../../messages';

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
  const t = useReferralMessages();

  const save = async (request: CodeForm) => {
    try {
      await onSave(request.code);
    } catch (error) {
      toast({
        title: t('editor.errorTitle'),
        description: messageOr(error, t('editor.errorFallback')),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('editor.updated') });
    onClose();
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit(save)} aria-label={t('editor.form')}>
      <ReferralCodeField
        control={form.control}
        label={t('editor.label')}
        name="referralCode"
        hint={t('editor.hint', { min: REFERRAL.codeMinLength, max: REFERRAL.codeMaxLength })}
        error={symbols ? t('editor.symbols') : undefined}
      />
      <Actions>
        <Button type="submit" disabled={!isValid} loading={isSubmitting}>
          {isSubmitting ? t('editor.saving') : t('editor.save')}
        </Button>
        <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
          {t('editor.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
