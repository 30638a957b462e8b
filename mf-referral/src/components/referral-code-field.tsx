import { useController, type Control } from 'react-hook-form';
import { REFERRAL } from '@ciao/contracts/web';
import { TextField } from '@ciao/ui';

/** As typed: upper-cased and capped at 20 characters (spec section 5). */
const normaliseCodeInput = (text: string) => text.toUpperCase().slice(0, REFERRAL.codeMaxLength);

/** Both code forms hold one field, `code`, as their request bodies do. */
export interface CodeForm {
  code: string;
}

export interface ReferralCodeFieldProps {
  control: Control<CodeForm>;
  label: string;
  /** The input's name in the page (autofill), not the form's field. */
  name: string;
  hint?: string;
  error?: string;
}

/** A referral-code input: one's own code in the editor, a friend's in the 'Use a Referral Code' box. */
export function ReferralCodeField({ control, label, name, hint, error }: ReferralCodeFieldProps) {
  const { ref, value, onChange, onBlur } = useController({ control, name: 'code' }).field;
  return (
    <TextField
      label={label}
      name={name}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={REFERRAL.codeMaxLength}
      ref={ref}
      value={value}
      onChange={(e) => onChange(normaliseCodeInput(e.target.value))}
      onBlur={onBlur}
      hint={hint}
      error={error}
    />
  );
}
