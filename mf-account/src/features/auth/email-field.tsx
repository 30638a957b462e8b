import { TextField, type TextFieldProps } from '@ciao/ui';

/** The e-mail field of the login and registration forms: e-mail keyboard, browser autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete' | 'inputMode'>) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" inputMode="email" {...props} />;
}
