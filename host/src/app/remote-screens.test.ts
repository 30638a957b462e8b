import { likelyScreenId } from './remote-screens';

it('when a page opens, then the screen it most likely shows is named for an early download', () => {
  expect(likelyScreenId('/auth')).toBe('mf_account/AuthScreen');
  expect(likelyScreenId('/')).toBe('mf_dashboard/DashboardScreen');
  expect(likelyScreenId('/activity')).toBe('mf_dashboard/ActivityScreen');
  expect(likelyScreenId('/tutorial/store-credits')).toBe('mf_store_credit/StoreCreditTutorialScreen');
  expect(likelyScreenId('/faq')).toBeUndefined();
  expect(likelyScreenId('/nowhere')).toBeUndefined();
});
