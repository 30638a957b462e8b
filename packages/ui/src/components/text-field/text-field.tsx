import type { ReactNode } from 'react';
import { Field } from '../field/field';
import { Input, type InputProps } from '../input/input';

export interface TextFieldProps extends Omit<InputProps, 'invalid'> {
  label: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  className?: string;
}

/**
 * A labelled input with hint and error wiring. Takes the input's own props too, so a form
 * library's `register(name)` (name, ref, onChange, onBlur) spreads onto it.
 */
export function TextField({ label, hint, error, id, className, required, ...inputProps }: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      describedBy={inputProps['aria-describedby']}
      className={className}
    >
      {(control) => <Input {...inputProps} {...control} required={required} invalid={Boolean(error)} />}
    </Field>
  );
}
