import { REFERRAL } from '@ciao/contracts/web';
import { TextField } from '@ciao/ui';

/** As typed: upper-cased and capped at 20 characters (spec section 5). */
export const normaliseCodeInput = (text: string) => text.toUpperCase().slice(0, REFERRAL.codeMaxLength);

export interface ReferralCodeFieldProps {
  label: string;
  name: string;
  value: string;
  /** Receives the text already upper-cased and capped. */
  onChange: (code: string) => void;
  hint?: string;
  error?: string;
}

/** A referral-code input: one's own code in the editor, a friend's in the 'Use a Referral Code' box. */
export function ReferralCodeField({ label, name, value, onChange, hint, error }: ReferralCodeFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={REFERRAL.codeMaxLength}
      value={value}
      onChange={(e) => onChange(normaliseCodeInput(e.target.value))}
      hint={hint}
      error={error}
    />
  );
}
