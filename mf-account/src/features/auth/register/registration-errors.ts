import { ACCOUNT_MESSAGES } from '@ciao/contracts/web';
import { translatedError, useErrorText } from '../../../components/field-errors';
import { useRegistrationMessages, type RegistrationMessageKey } from '../../../messages/registration';

/** The registration and age-check rules' English messages (@ciao/contracts' schemas), by their keys. */
const REGISTRATION_ERROR_KEYS: Partial<Record<string, RegistrationMessageKey>> = {
  'Name must be at least 2 characters': 'error.nameTooShort',
  'Passwords do not match': 'error.passwordsDiffer',
  'You must accept the terms and conditions': 'error.termsRequired',
  'You must accept the privacy policy': 'error.privacyRequired',
  'Please enter your date of birth': 'error.dateOfBirthMissing',
  'Please select your country': 'error.countryMissing',
  [ACCOUNT_MESSAGES.dateOfBirthInFuture]: 'error.dateOfBirthInFuture',
  [ACCOUNT_MESSAGES.confirmAdultRequired]: 'error.confirmAdultRequired',
};

/** A registration or age-check field's message in the page's language. */
export function useRegistrationErrorText(): (message: string | undefined) => string | undefined {
  const registrationError = translatedError(useRegistrationMessages(), REGISTRATION_ERROR_KEYS);
  const errorText = useErrorText();
  return (message) => registrationError(message) ?? errorText(message);
}
