import type { CampaignDraft, CampaignSegment, PushScreen } from '@ciao/contracts';
import { CAMPAIGN_LIMITS } from '@ciao/contracts/web';

/** A yes / no filter of the segment, or no filter. */
export type Choice = '' | 'yes' | 'no';

/** The form's fields as typed (strings, '' for no filter), before they become a draft. */
export type CampaignFormValues = {
  title: string;
  body: string;
  url: PushScreen;
  channel: CampaignDraft['channel'];
  signedUpFrom: string;
  signedUpTo: string;
  mined: Choice;
  minedDays: string;
  balanceAboveCiao: string;
  balanceBelowCiao: string;
  hasActiveCode: Choice;
  country: string;
  referred: Choice;
};

export const EMPTY_FORM: CampaignFormValues = {
  title: '',
  body: '',
  url: '/',
  channel: 'both',
  signedUpFrom: '',
  signedUpTo: '',
  mined: '',
  minedDays: '7',
  balanceAboveCiao: '',
  balanceBelowCiao: '',
  hasActiveCode: '',
  country: '',
  referred: '',
};

export const SCREEN_LABELS: Record<PushScreen, string> = {
  '/': 'Dashboard',
  '/store-credit': 'Store Credits',
  '/referral': 'Referral',
  '/notifications': 'Notifications',
};

const choice = (value: Choice): boolean | undefined => (value === '' ? undefined : value === 'yes');
const toChoice = (value: boolean | undefined): Choice => (value === undefined ? '' : value ? 'yes' : 'no');
const DECIMAL = /^\d+(\.\d+)?$/;

/** The segment the fields describe; fields the API would refuse are left out (the form shows why). */
export function segmentOf(values: CampaignFormValues): CampaignSegment {
  const days = Number(values.minedDays);
  const mined = choice(values.mined);
  return {
    ...(values.signedUpFrom ? { signedUpFrom: values.signedUpFrom } : {}),
    ...(values.signedUpTo ? { signedUpTo: values.signedUpTo } : {}),
    ...(mined !== undefined && Number.isInteger(days) && days >= 1 ? { minedDays: days, minedRecently: mined } : {}),
    ...(DECIMAL.test(values.balanceAboveCiao) ? { balanceAboveCiao: values.balanceAboveCiao } : {}),
    ...(DECIMAL.test(values.balanceBelowCiao) ? { balanceBelowCiao: values.balanceBelowCiao } : {}),
    ...(choice(values.hasActiveCode) === undefined ? {} : { hasActiveCode: choice(values.hasActiveCode) }),
    ...(values.country.trim() ? { country: values.country.trim() } : {}),
    ...(choice(values.referred) === undefined ? {} : { referred: choice(values.referred) }),
  };
}

export const draftOf = (values: CampaignFormValues): CampaignDraft => ({
  title: values.title.trim(),
  body: values.body.trim(),
  url: values.url,
  channel: values.channel,
  segment: segmentOf(values),
});

/** A saved draft back in the form (Edit). */
export const valuesOf = (draft: CampaignDraft): CampaignFormValues => ({
  title: draft.title,
  body: draft.body,
  url: draft.url,
  channel: draft.channel,
  signedUpFrom: draft.segment.signedUpFrom ?? '',
  signedUpTo: draft.segment.signedUpTo ?? '',
  mined: toChoice(draft.segment.minedRecently),
  minedDays: String(draft.segment.minedDays ?? 7),
  balanceAboveCiao: draft.segment.balanceAboveCiao ?? '',
  balanceBelowCiao: draft.segment.balanceBelowCiao ?? '',
  hasActiveCode: toChoice(draft.segment.hasActiveCode),
  country: draft.segment.country ?? '',
  referred: toChoice(draft.segment.referred),
});

/** What is wrong with the texts before anything is sent (the API says the same). */
export function textProblems(values: CampaignFormValues): { title?: string; body?: string } {
  const problem = (text: string, max: number) => {
    if (text.trim() === '') return 'Required';
    if (text.length > max) return `At most ${max} characters`;
    return /\p{Cc}/u.test(text) ? 'One line, without control characters' : undefined;
  };
  const title = problem(values.title, CAMPAIGN_LIMITS.title);
  const body = problem(values.body, CAMPAIGN_LIMITS.body);
  return { ...(title ? { title } : {}), ...(body ? { body } : {}) };
}
