import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export function fieldDescriptionIds(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </>
  );
}

/** What a field hands its control: put all three on the focusable element. */
export interface FieldControlProps {
  id: string;
  /** The error, then the hint, then the caller's own description. */
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is linked with aria-describedby (error first). */
  error?: ReactNode;
  /** Shows a required mark beside the label (the control itself gets `required` from the caller). */
  required?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Ids of more text describing the control, kept after the field's own. */
  describedBy?: string;
  className?: string;
  /** Renders the control with the ids and states the field wires to its label and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control: label, control, hint and error, with `htmlFor`, `aria-describedby` and
 * `aria-invalid` wired. Every text field is one (TextField, PasswordField, Select).
 */
export function Field({ label, hint, error, required, id, describedBy, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptions = [fieldDescriptionIds(controlId, hint, error), describedBy].filter(Boolean).join(' ');
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={controlId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </FieldLabel>
      {children({
        id: controlId,
        'aria-describedby': descriptions || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      <FieldMessages id={controlId} hint={hint} error={error} />
    </FieldRoot>
  );
}
