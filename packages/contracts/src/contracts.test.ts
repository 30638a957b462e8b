import {
  ageOn,
  ageFormSchema,
  createContractRequestSchema,
  customReferralCode,
  isImageUrl,
  loginFormSchema,
  MINING_DURATIONS,
  notificationSettingsSchema,
  profileFormSchema,
  registerFormSchema,
  updateProfileRequestSchema,
} from './index';

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('business constants', () => {
  it('when listing durations, then they are the six of the spec with 9 h among them', () => {
    expect(MINING_DURATIONS.map((d) => [d.hours, d.usdValue, d.label])).toEqual([
      [1, '0.06', 'Lightning'],
      [3, '0.05', 'Fast'],
      [6, '0.04', 'Quick'],
      [9, '0.03', 'Standard'],
      [12, '0.02', 'Extended'],
      [24, '0.01', 'Marathon'],
    ]);
  });
});

describe('login and register forms', () => {
  it('when fields are wrong, then the messages are the spec ones', () => {
    expect(messages(loginFormSchema.safeParse({ email: 'x', password: '123', captcha: ' ' }))).toEqual({
      email: 'Invalid email',
      password: 'Password must be at least 6 characters',
      captcha: 'Enter the captcha code',
    });
    const r = registerFormSchema.safeParse({
      name: 'A',
      email: 'a@b.co',
      password: 'secret1',
      confirmPassword: 'secret2',
      captcha: '4',
      acceptTerms: false,
      acceptPrivacy: false,
    });
    expect(messages(r)).toEqual({
      name: 'Name must be at least 2 characters',
      acceptTerms: 'You must accept the terms and conditions',
      acceptPrivacy: 'You must accept the privacy policy',
    });
  });

  it('when the passwords differ, then the error is on confirmPassword', () => {
    const r = registerFormSchema.safeParse({
      name: 'Ann',
      email: 'a@b.co',
      password: 'secret1',
      confirmPassword: 'secret2',
      captcha: '4',
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expect(messages(r)).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});

describe('age', () => {
  it('when the birthday is tomorrow, then the year is not yet counted', () => {
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
  });
  it('when the date is in the future or fields are missing, then the spec messages show', () => {
    const r = ageFormSchema('2026-11-21').safeParse({ dateOfBirth: '', country: '', confirmAdult: false });
    expect(messages(r)).toEqual({
      dateOfBirth: 'Please enter your date of birth',
      country: 'Please select your country',
      confirmAdult: 'You must confirm you are 18 or older',
    });
    expect(
      ageFormSchema('2026-11-21').safeParse({ dateOfBirth: '2027-01-01', country: 'Other', confirmAdult: true })
        .success,
    ).toBe(false);
  });
});

describe('profile image URL', () => {
  it.each([
    ['https://x.io/a.PNG', true],
    ['https://x.io/a.webp?size=2', true],
    ['https://x.io/a.svg', false],
    ['not a url.png', false],
    ['javascript:alert(1)//a.png', false],
  ])('when the URL is %s, then valid is %s', (url, ok) => {
    expect(isImageUrl(url)).toBe(ok);
  });
  it('when empty, then the update is allowed; when extra fields come, then it is refused', () => {
    expect(updateProfileRequestSchema.safeParse({ nickname: ' Neo ', profileImageUrl: '  ' }).data).toEqual({
      nickname: 'Neo',
      profileImageUrl: '',
    });
    expect(updateProfileRequestSchema.safeParse({ nickname: 'a', profileImageUrl: '', role: 'admin' }).success).toBe(
      false,
    );
  });
  it('the profile form sends both fields trimmed and names a non-image address with the toast text', () => {
    expect(profileFormSchema.safeParse({ nickname: ' Neo ', profileImageUrl: ' https://x.io/a.png ' }).data).toEqual({
      nickname: 'Neo',
      profileImageUrl: 'https://x.io/a.png',
    });
    expect(messages(profileFormSchema.safeParse({ nickname: '', profileImageUrl: 'https://x.io/a.pdf' }))).toEqual({
      profileImageUrl: 'Please enter a valid image URL (jpg, jpeg, png, gif, webp)',
    });
  });
});

describe('payloads', () => {
  it('when the duration is not one of the six, then the contract is refused', () => {
    expect(createContractRequestSchema.safeParse({ duration: 9, miningRate: '123.5' }).success).toBe(true);
    expect(createContractRequestSchema.safeParse({ duration: 2, miningRate: '123.5' }).success).toBe(false);
    expect(createContractRequestSchema.safeParse({ duration: 9, miningRate: '0' }).success).toBe(false);
    expect(createContractRequestSchema.safeParse({ duration: 9, miningRate: 12 }).success).toBe(false);
  });
  it('when a custom referral code is typed, then it is upper-cased and held to 6-20 letters and digits', () => {
    expect(customReferralCode.parse(' abc123 ')).toBe('ABC123');
    expect(customReferralCode.safeParse('abc12').success).toBe(false);
    expect(customReferralCode.safeParse('a'.repeat(21)).success).toBe(false);
    expect(customReferralCode.safeParse('abc-123').success).toBe(false);
  });
  it('when settings carry an unknown field or a non-boolean, then they are refused', () => {
    const all = {
      contractCompleted: true,
      rewardsAvailable: true,
      balanceUpdates: true,
      promotions: true,
      securityAlerts: true,
      weeklyNewsletter: true,
      pushEnabled: true,
    };
    expect(notificationSettingsSchema.safeParse(all).success).toBe(true);
    expect(notificationSettingsSchema.safeParse({ ...all, extra: true }).success).toBe(false);
    expect(notificationSettingsSchema.safeParse({ ...all, promotions: 'yes' }).success).toBe(false);
  });
});
