import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { messageOr } from '@ciao/api-client';
import { REFERRAL } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button } from '@ciao/ui';
import { ReferralCodeField } from './referral-code-field';

const ONLY_LETTERS_AND_DIGITS = /^[A-Z0-9]*$/;

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

/** A custom code: 6-20 letters and digits; Save stays disabled under 6 (spec section 5). */
export function CodeEditor({ code, onSave, onClose }: CodeEditorProps) {
  const [value, setValue] = useState(code);
  const [saving, setSaving] = useState(false);
  const { toast } = useToast();
  const trimmed = value.trim();
  const badCharacters = !ONLY_LETTERS_AND_DIGITS.test(trimmed);
  const tooShort = trimmed.length < REFERRAL.codeMinLength;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || tooShort || badCharacters) return;
    setSaving(true);
    try {
      await onSave(trimmed);
    } catch (error) {
      toast({ title: 'Error', description: messageOr(error, 'Unable to update code'), variant: 'destructive' });
      setSaving(false);
      return;
    }
    toast({ title: 'Code updated!' });
    onClose();
  };

  return (
    <Form noValidate onSubmit={save} aria-label="Edit referral code">
      <ReferralCodeField
        label="New referral code"
        name="referralCode"
        value={value}
        onChange={setValue}
        hint={`${REFERRAL.codeMinLength} to ${REFERRAL.codeMaxLength} letters and numbers.`}
        error={badCharacters ? 'Use letters and numbers only.' : undefined}
      />
      <Actions>
        <Button type="submit" disabled={tooShort || badCharacters} loading={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
