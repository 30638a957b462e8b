import { TextField, type TextFieldProps } from '@ciao/ui';
import { useAccountMessages } from '../../messages';

/** The e-mail field of the login and registration forms: e-mail keyboard, browser autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete' | 'inputMode'>) {
  const t = useAccountMessages();
  return (
    <TextField label={t('field.email')} type="email" name="email" autoComplete="email" inputMode="email" {...props} />
  );
}
