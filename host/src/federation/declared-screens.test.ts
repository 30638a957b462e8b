import { mayOpen } from './declared-access';
import { declaredIn } from './declared-screens';

const loyalty = {
  screens: [
    { path: '/loyalty', module: 'LoyaltyScreen', access: 'signed-in', title: 'Loyalty' },
    { path: '/loyalty/staff', module: 'StaffScreen', access: 'signed-in', title: 'Loyalty staff', role: 'support' },
  ],
  menu: [
    { path: '/loyalty/staff', label: 'Loyalty staff', icon: 'InfoIcon', section: 'admin', order: 2 },
    { path: '/loyalty', label: 'Loyalty', icon: 'SuccessIcon', section: 'main', order: 1 },
  ],
};

describe('the declared screens of a runtime document', () => {
  it('when a remote declares screens and menu entries, then each screen names its container and each entry its role, in order', () => {
    expect(
      declaredIn({
        remotes: [
          { name: 'mf_referral', entry: '/remotes/mf-referral/mf-manifest.json' },
          { name: 'mf_loyalty', entry: '/remotes/mf-loyalty/1.0.0/mf-manifest.json', declares: loyalty },
        ],
      }),
    ).toEqual({
      screens: [
        { ...loyalty.screens[0], remote: 'mf_loyalty' },
        { ...loyalty.screens[1], remote: 'mf_loyalty' },
      ],
      menu: [loyalty.menu[1], { ...loyalty.menu[0], role: 'support' }],
    });
  });

  it('when a remote declares nothing, or an entry leads to no screen of its own, then nothing of it is mounted', () => {
    const elsewhere = {
      screens: [],
      menu: [{ path: '/elsewhere', label: 'Lost', icon: 'InfoIcon', section: 'main', order: 1 }],
    };
    expect(
      declaredIn({
        remotes: [
          { name: 'mf_loyalty', entry: '/x', declares: elsewhere },
          { name: 'mf_gifts', entry: '/y', declares: 'nonsense' },
        ],
      }),
    ).toEqual({ screens: [], menu: [] });
    expect(declaredIn(undefined)).toEqual({ screens: [], menu: [] });
  });

  it.each([
    [undefined, undefined, true],
    [undefined, 'user', true],
    ['support', 'owner', true],
    ['support', 'support', true],
    ['support', 'viewer', false],
    ['support', 'user', false],
    ['owner', 'support', false],
    ['boss', 'owner', false],
  ])('when a screen needs %s and the user is %s, then it opens: %s', (needed, role, opens) => {
    expect(mayOpen(needed, role)).toBe(opens);
  });
});
