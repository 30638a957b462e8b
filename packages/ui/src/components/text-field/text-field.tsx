import { useId, type ReactNode } from 'react';
import { FieldLabel, FieldMessages, FieldRoot, RequiredMark, fieldDescriptionIds } from '../field/field';
import { Input, type InputProps } from '../input/input';

export interface TextFieldProps extends Omit<InputProps, 'invalid'> {
  label: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  className?: string;
}

/** A labelled input with hint and error wiring. */
export function TextField({ label, hint, error, id, className, required, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = [fieldDescriptionIds(inputId, hint, error), inputProps['aria-describedby']]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={inputId}>
        {label}
        {required ? <RequiredMark /> : null}
      </FieldLabel>
      <Input
        {...inputProps}
        id={inputId}
        required={required}
        invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </FieldRoot>
  );
}
