import { useTestApi } from '../testing';
import { applyReferralCode } from './apply-referral-code';

const api = useTestApi({ 'POST /api/referral/use-code': { json: { ok: true } } });

it('sends the code trimmed and upper-cased', async () => {
  await applyReferralCode('  friend42 ');

  expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/referral/use-code' });
  expect(api.requests[0]?.body).toEqual({ code: 'FRIEND42' });
});

it('when the code is empty, then nothing is sent', async () => {
  await expect(applyReferralCode('   ')).rejects.toThrow();
  expect(api.requests).toHaveLength(0);
});

it('when the server does not know the code, then it fails', async () => {
  api.route('POST /api/referral/use-code', { status: 404, json: { message: 'Invalid referral code' } });

  await expect(applyReferralCode('NOPE42')).rejects.toThrow('404: {"message":"Invalid referral code"}');
});
