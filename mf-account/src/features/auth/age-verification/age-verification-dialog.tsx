import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { messageOr, useDetectLocationQuery, useVerifyAgeMutation } from '@ciao/api-client';
import type { AgeVerificationResult, GeolocationResponse } from '@ciao/contracts';
import {
  ACCOUNT,
  COUNTRIES,
  COUNTRY_CODES,
  ageFormSchema,
  ageOn,
  countryName,
  type Country,
} from '@ciao/contracts/web';
import { localeTag, useLocale, useToast, type Locale } from '@ciao/shell';
import { Button, Checkbox, Notice, Select, Spinner, TextField } from '@ciao/ui';
import { Dialog, DialogClose, type FocusFallback } from '@ciao/ui/dialog';
import { FormActions } from '../../../components/form-actions';
import { fieldErrors, hasErrors, type FieldErrors } from '../../../components/field-errors';
import { useRegistrationMessages } from '../../../messages/registration';
import { useRegistrationErrorText } from '../register/registration-errors';

type Field = 'dateOfBirth' | 'country' | 'confirmAdult';

/** Today in UTC, YYYY-MM-DD: the day the server counts ages on. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The countries to choose from: in English the spec's names in the spec's order; in another language
 * each named by `Intl.DisplayNames` and sorted in that language's order (`Intl.Collator`), 'Other'
 * ("Altro") last. The value sent is always the English name the API knows.
 */
function countryOptions(locale: Locale, other: string) {
  const tag = localeTag(locale);
  const listed = COUNTRIES.filter((country) => country !== 'Other').map((country) => ({
    value: country,
    label: countryName(tag, country, COUNTRY_CODES[country]),
  }));
  if (locale !== 'en') {
    const collator = new Intl.Collator(tag);
    listed.sort((a, b) => collator.compare(a.label, b.label));
  }
  return [...listed, { value: 'Other', label: other }];
}

const Detecting = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 160px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export interface AgeVerificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called only when the server says the person is eligible (it has then set its proof cookie). */
  onVerified: (result: AgeVerificationResult) => void;
  /** Where focus goes on close when the element that opened the dialog has left the page. */
  returnFocusFallback?: FocusFallback;
}

/** The age modal: 'Detecting Location...' first, then date of birth, country and the 18+ confirmation. */
export function AgeVerificationDialog({
  open,
  onOpenChange,
  onVerified,
  returnFocusFallback,
}: AgeVerificationDialogProps) {
  // Never fails: a failed detection is the spec's fallback (United States, 18), silently.
  const location = useDetectLocationQuery({ enabled: open });
  const t = useRegistrationMessages();

  return (
    <Dialog
      closeLabel={t('registration.close')}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusFallback={returnFocusFallback}
      title={t('age.title')}
      description={t('age.description')}
    >
      {location.data ? (
        <AgeForm location={location.data} onVerified={onVerified} />
      ) : (
        <Detecting role="status">
          <Spinner decorative />
          {t('age.detecting')}
        </Detecting>
      )}
    </Dialog>
  );
}

interface AgeFormProps {
  location: GeolocationResponse;
  onVerified: (result: AgeVerificationResult) => void;
}

function AgeForm({ location, onVerified }: AgeFormProps) {
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [country, setCountry] = useState('');
  const [confirmAdult, setConfirmAdult] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  /** Why the person is not verified: the age rule, the server's answer, or a failed request. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const verifyAge = useVerifyAgeMutation();
  const { toast } = useToast();
  const t = useRegistrationMessages();
  const errorText = useRegistrationErrorText();
  const locale = useLocale();
  const complete = dateOfBirth !== '' && country !== '' && confirmAdult;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || verifyAge.isPending) return;
    const today = todayUtc();
    const found = fieldErrors<Field>(ageFormSchema(today).safeParse({ dateOfBirth, country, confirmAdult }));
    setErrors(found);
    setRefusal(null);
    if (hasErrors(found)) return;
    // The client checks the detected country's age first; the server decides with the higher of both countries'.
    if (ageOn(dateOfBirth, today) < location.ageRequirement) {
      setRefusal(
        t('age.requirement', {
          years: location.ageRequirement,
          country: countryName(localeTag(locale), location.country, location.countryCode),
        }),
      );
      return;
    }

    try {
      const answer = await verifyAge.mutateAsync({ dateOfBirth, country: country as Country, confirmAdult });
      if (!answer.isEligible) {
        setRefusal(answer.message);
        toast({ title: t('age.failedTitle'), description: answer.message, variant: 'destructive' });
        return;
      }
      toast({ title: t('age.completeTitle'), description: t('age.completeDescription') });
      onVerified({ dateOfBirth, country, isEligible: true, ageVerified: true });
    } catch (error) {
      const message = messageOr(error, t('age.errorFallback'));
      setRefusal(message);
      toast({ title: t('age.errorTitle'), description: message, variant: 'destructive' });
    }
  };

  return (
    <Form noValidate aria-label={t('age.form')} onSubmit={submit}>
      <TextField
        label={t('age.dateOfBirth')}
        type="date"
        name="dateOfBirth"
        autoComplete="bday"
        max={todayUtc()}
        value={dateOfBirth}
        onChange={(e) => setDateOfBirth(e.target.value)}
        error={errorText(errors.dateOfBirth)}
      />
      <Select
        label={t('age.country')}
        name="country"
        placeholder={t('age.selectCountry')}
        options={countryOptions(locale, t('age.otherCountry'))}
        value={country}
        onValueChange={setCountry}
        error={errorText(errors.country)}
      />
      <Checkbox
        label={t('age.confirmAdult', { age: ACCOUNT.minimumAge })}
        name="confirmAdult"
        checked={confirmAdult}
        onCheckedChange={setConfirmAdult}
        error={errorText(errors.confirmAdult)}
      />
      {refusal ? <Notice variant="danger">{refusal}</Notice> : null}
      <FormActions>
        <DialogClose>
          <Button variant="outline">{t('age.back')}</Button>
        </DialogClose>
        <Button type="submit" disabled={!complete} loading={verifyAge.isPending}>
          {t('age.verify')}
        </Button>
      </FormActions>
    </Form>
  );
}
