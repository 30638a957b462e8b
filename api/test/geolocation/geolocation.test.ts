import { GEOLOCATION_FALLBACK } from '@ciao/contracts';
import type { GeolocationResponse } from '@ciao/contracts';
import { jsonOf, useTestServer } from '../support/test-server';
import type { TestServer } from '../support/test-server';

/** DNS.WATCH's public resolver (Germany) and KT's (South Korea): both in the shipped database. */
const GERMAN_RESOLVER = '84.200.69.80';
const KOREAN_RESOLVER = '168.126.63.1';

const DEFAULT_LOCATION = {
  ...GEOLOCATION_FALLBACK,
  message: 'Location could not be detected; using the default (United States, minimum age 18)',
};

const behindProxy = useTestServer({ env: { TRUST_PROXY: 'loopback' } });
const direct = useTestServer();

const detect = async (server: TestServer, forwardedFor?: string) => {
  const response = await fetch(`${server.url}/api/geolocation/detect`, {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  expect(response.status).toBe(200);
  return jsonOf<GeolocationResponse>(response);
};

describe('GET /api/geolocation/detect', () => {
  it('when the client is on loopback, then the default location says it is the default', async () => {
    expect(await detect(direct)).toEqual(DEFAULT_LOCATION);
  });

  it('when a trusted proxy forwards a public German address, then Germany with its EU flag and age', async () => {
    expect(await detect(behindProxy, GERMAN_RESOLVER)).toEqual({
      country: 'Germany',
      countryCode: 'DE',
      isEuCountry: true,
      ageRequirement: 18,
      requiresDocumentVerification: false,
      message: 'Location detected: Germany',
    });
  });

  it('when the address is in a country with a higher minimum age, then that age is reported', async () => {
    expect(await detect(behindProxy, KOREAN_RESOLVER)).toMatchObject({
      country: 'South Korea',
      countryCode: 'KR',
      isEuCountry: false,
      ageRequirement: 19,
    });
  });

  it('when the proxy chain ends in a private or IPv6 address, then the default location', async () => {
    expect(await detect(behindProxy, `${GERMAN_RESOLVER}, 10.1.2.3`)).toEqual(DEFAULT_LOCATION);
    expect(await detect(behindProxy, '192.168.0.7')).toEqual(DEFAULT_LOCATION);
    expect(await detect(behindProxy, '2001:4860:4860::8888')).toEqual(DEFAULT_LOCATION);
  });

  it('when TRUST_PROXY is unset, then a forged X-Forwarded-For is ignored', async () => {
    expect(await detect(direct, GERMAN_RESOLVER)).toEqual(DEFAULT_LOCATION);
  });

  it('when answering, then no shared cache may keep the per-address answer', async () => {
    const response = await fetch(`${direct.url}/api/geolocation/detect`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
