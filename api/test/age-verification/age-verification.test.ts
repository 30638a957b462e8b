import type { ErrorBody, VerifyAgeResponse } from '@ciao/contracts';
import {
  ADULT_AGE_CHECK,
  cookieOf,
  jsonOf,
  postJson,
  testClock,
  useTestServer,
  verifyAge,
} from '../support/test-server';

/** The test clock's day. */
const TODAY = '2026-01-15';
const KOREAN_RESOLVER = '168.126.63.1';
const GERMAN_RESOLVER = '84.200.69.80';

const clock = testClock(new Date(`${TODAY}T12:00:00Z`));

const server = useTestServer({ clock, env: { TRUST_PROXY: 'loopback' } });

const verifyAgeRequest = (body: unknown, headers: Record<string, string> = {}) =>
  postJson(`${server.url}/api/auth/verify-age`, body, headers);
const proofCookieOf = (response: Response) => cookieOf(response, 'ciao_age_proof');

async function expectIneligible(response: Response, message: string) {
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ isEligible: false, message });
}

describe('POST /api/auth/verify-age: eligible', () => {
  it('when the person is old enough, then isEligible with the spec message and a short-lived HttpOnly proof cookie for /api/auth', async () => {
    const response = await verifyAgeRequest(ADULT_AGE_CHECK);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isEligible: true, message: 'You are eligible to use this service.' });
    const proof = proofCookieOf(response);
    expect(proof?.value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(proof?.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/api/auth', 'Max-Age=1800']),
    );
    expect(proof?.attributes).not.toContain('Secure'); // NODE_ENV=test runs on plain http
  });

  it('when the 18th birthday is today, then eligible; when it is tomorrow, then not', async () => {
    expect(
      await jsonOf<VerifyAgeResponse>(await verifyAgeRequest({ ...ADULT_AGE_CHECK, dateOfBirth: '2008-01-15' })),
    ).toMatchObject({ isEligible: true });
    expect(
      await jsonOf<VerifyAgeResponse>(await verifyAgeRequest({ ...ADULT_AGE_CHECK, dateOfBirth: '2008-01-16' })),
    ).toMatchObject({ isEligible: false });
  });

  it('when the proof cookie is read back, then it holds the date of birth, country, verification and expiry times', async () => {
    const [payload = ''] = (await verifyAge(server, { ...ADULT_AGE_CHECK, country: 'Spain' }))
      .slice('ciao_age_proof='.length)
      .split('.');
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).toEqual({
      dateOfBirth: ADULT_AGE_CHECK.dateOfBirth,
      country: 'Spain',
      verifiedAt: '2026-01-15T12:00:00.000Z',
      expiresAt: '2026-01-15T12:30:00.000Z',
    });
  });
});

describe('POST /api/auth/verify-age: ineligible', () => {
  it('when 17 in the United States, then isEligible false with the requirement and the country, and no proof', async () => {
    const response = await verifyAgeRequest({
      dateOfBirth: '2008-06-01',
      country: 'United States',
      confirmAdult: true,
    });
    expect(proofCookieOf(response)?.value ?? '').toBe('');
    await expectIneligible(response, 'You must be at least 18 years old to use this service in United States');
  });

  it('when 18 in Canada (minimum 19), then the Canadian requirement is named', async () => {
    await expectIneligible(
      await verifyAgeRequest({ dateOfBirth: '2007-06-01', country: 'Canada', confirmAdult: true }),
      'You must be at least 19 years old to use this service in Canada',
    );
  });

  it('when the detected country requires more than the chosen one, then the higher requirement and the detected country apply', async () => {
    await expectIneligible(
      await verifyAgeRequest(
        { dateOfBirth: '2007-06-01', country: 'United States', confirmAdult: true },
        { 'x-forwarded-for': KOREAN_RESOLVER },
      ),
      'You must be at least 19 years old to use this service in South Korea',
    );
    const nineteen = await verifyAgeRequest(
      { dateOfBirth: '2006-06-01', country: 'United States', confirmAdult: true },
      { 'x-forwarded-for': KOREAN_RESOLVER },
    );
    expect(await nineteen.json()).toMatchObject({ isEligible: true });
  });

  it("when the chosen country is 'Other', then the detected country is named", async () => {
    await expectIneligible(
      await verifyAgeRequest(
        { dateOfBirth: '2010-01-01', country: 'Other', confirmAdult: true },
        { 'x-forwarded-for': GERMAN_RESOLVER },
      ),
      'You must be at least 18 years old to use this service in Germany',
    );
  });

  it('when a later check is ineligible, then an earlier proof is cleared', async () => {
    const proof = await verifyAge(server);
    const response = await verifyAgeRequest({ ...ADULT_AGE_CHECK, dateOfBirth: '2015-01-01' }, { cookie: proof });
    expect(proofCookieOf(response)).toMatchObject({
      value: '',
      attributes: expect.arrayContaining(['Path=/api/auth', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT']),
    });
  });
});

describe('POST /api/auth/verify-age: validation', () => {
  const fieldsOf = async (body: unknown) => {
    const response = await verifyAgeRequest(body);
    expect(response.status).toBe(400);
    expect(proofCookieOf(response)).toBeUndefined();
    const error = await jsonOf<ErrorBody>(response);
    expect(error.message).toBe('Invalid request');
    return error.fields;
  };

  it('when the date of birth is in the future, then 400 on dateOfBirth', async () => {
    expect(await fieldsOf({ ...ADULT_AGE_CHECK, dateOfBirth: '2026-01-16' })).toEqual({
      dateOfBirth: 'Date of birth cannot be in the future',
    });
  });

  it.each(['2001-02-30', '15/01/1996', 'yesterday', '', 19960115])(
    'when the date of birth is %p, then 400 on dateOfBirth',
    async (dateOfBirth) => {
      expect(Object.keys((await fieldsOf({ ...ADULT_AGE_CHECK, dateOfBirth })) ?? {})).toEqual(['dateOfBirth']);
    },
  );

  it('when the date of birth is before 1900, then 400 on dateOfBirth', async () => {
    expect(await fieldsOf({ ...ADULT_AGE_CHECK, dateOfBirth: '1899-12-31' })).toEqual({
      dateOfBirth: 'Please enter a valid date of birth',
    });
  });

  it('when confirmAdult is false, then 400 with the spec message (not an ineligible answer)', async () => {
    expect(await fieldsOf({ ...ADULT_AGE_CHECK, confirmAdult: false })).toEqual({
      confirmAdult: 'You must confirm you are 18 or older',
    });
  });

  it('when the country is not one of the list, missing fields, or an extra field, then 400 naming each', async () => {
    expect(Object.keys((await fieldsOf({ ...ADULT_AGE_CHECK, country: 'Atlantis' })) ?? {})).toEqual(['country']);
    expect(Object.keys((await fieldsOf({})) ?? {}).sort()).toEqual(['confirmAdult', 'country', 'dateOfBirth']);
    expect(await fieldsOf({ ...ADULT_AGE_CHECK, isEligible: true })).toEqual({ isEligible: 'Unknown field' });
    expect(Object.keys((await fieldsOf({ ...ADULT_AGE_CHECK, confirmAdult: 'yes' })) ?? {})).toEqual(['confirmAdult']);
  });
});

describe("POST /api/auth/verify-age: in the reader's language", () => {
  it("when an Italian or Spanish page is refused, then the requirement is written in its language, the country too; an English one keeps the spec's words", async () => {
    const tooYoungInCanada = { dateOfBirth: '2007-06-01', country: 'Canada', confirmAdult: true };
    await expectIneligible(
      await verifyAgeRequest(tooYoungInCanada, { 'accept-language': 'it-IT' }),
      'Devi avere almeno 19 anni per usare questo servizio (paese: Canada)',
    );
    await expectIneligible(
      await verifyAgeRequest(
        { dateOfBirth: '2007-06-01', country: 'United States', confirmAdult: true },
        { 'accept-language': 'es-ES', 'x-forwarded-for': KOREAN_RESOLVER },
      ),
      'Debes tener al menos 19 años para usar este servicio en Corea del Sur',
    );
    await expectIneligible(
      await verifyAgeRequest(tooYoungInCanada, { 'accept-language': 'en-US' }),
      'You must be at least 19 years old to use this service in Canada',
    );
  });

  it('when an Italian page is eligible, then the answer says so in Italian', async () => {
    const response = await verifyAgeRequest(
      { dateOfBirth: '1990-01-01', country: 'Italy', confirmAdult: true },
      { 'accept-language': 'it' },
    );
    expect(await response.json()).toEqual({ isEligible: true, message: 'Puoi usare questo servizio.' });
  });
});
