import type { ReleaseDeclaration } from '@ciao/contracts';
import { declarationProblems, readDeclaration } from '../../src/components/releases/declarations';
import type { RemoteManifest } from '../../src/components/releases/release-gate';

const loyaltyBuild: RemoteManifest = {
  name: 'mf_loyalty',
  exposes: [{ name: 'LoyaltyScreen' }, { name: 'LoyaltyRulesScreen' }],
  shared: [],
};

const loyalty = (overrides: Partial<ReleaseDeclaration> = {}): ReleaseDeclaration => ({
  screens: [{ path: '/loyalty', module: 'LoyaltyScreen', access: 'signed-in', title: 'Loyalty' }],
  menu: [{ path: '/loyalty', label: 'Loyalty', icon: 'SuccessIcon', section: 'main', order: 1 }],
  ...overrides,
});

const screen = (path: string, more: Partial<ReleaseDeclaration['screens'][number]> = {}) => ({
  path,
  module: 'LoyaltyScreen',
  access: 'signed-in' as const,
  title: 'Loyalty',
  ...more,
});

describe("a release's declared screens and menu entries", () => {
  it('when a remote declares a signed-in screen under its prefix and a menu entry to it, then the gate accepts it', () => {
    expect(declarationProblems('mf-loyalty', loyalty(), loyaltyBuild, [])).toEqual([]);
  });

  it("when a screen is outside the remote's prefix, then it is refused naming the prefix (segment by segment: /loyalty does not own /loyalty-club)", () => {
    const outside = loyalty({ screens: [screen('/rewards')], menu: [] });
    expect(declarationProblems('mf-loyalty', outside, loyaltyBuild, [])).toEqual([
      "the screen /rewards is outside mf-loyalty's prefix /loyalty",
    ]);
    const lookalike = loyalty({ screens: [screen('/loyalty-club')], menu: [] });
    expect(declarationProblems('mf-loyalty', lookalike, loyaltyBuild, [])).toEqual([
      "the screen /loyalty-club is outside mf-loyalty's prefix /loyalty",
    ]);
  });

  it("when a screen takes /store-credit, then it clashes with the host's route", () => {
    const build: RemoteManifest = { name: 'mf_store_credit', exposes: [{ name: 'LoyaltyScreen' }], shared: [] };
    const clash = loyalty({ screens: [screen('/store-credit')], menu: [] });
    expect(declarationProblems('mf-store-credit', clash, build, [])).toEqual([
      "the screen /store-credit clashes with the host's route /store-credit",
    ]);
  });

  it("when a screen's path matches another remote's live declared screen, then it is refused naming both", () => {
    const build: RemoteManifest = { name: 'mf_store_credit', exposes: [{ name: 'LoyaltyScreen' }], shared: [] };
    const declared = loyalty({ screens: [screen('/store-credit/gift-cards')], menu: [] });
    expect(
      declarationProblems('mf-store-credit', declared, build, [{ remote: 'mf-gifts', paths: ['/store-credit/:kind'] }]),
    ).toEqual(["the screen /store-credit/gift-cards clashes with mf-gifts's /store-credit/:kind"]);
  });

  it('when a screen needs a role that does not exist, then it is refused listing the roles that do', () => {
    const unknownRole = loyalty({ screens: [screen('/loyalty', { role: 'boss' })], menu: [] });
    expect(declarationProblems('mf-loyalty', unknownRole, loyaltyBuild, [])).toEqual([
      'the screen /loyalty needs the role "boss", which does not exist (owner, support, viewer, designer)',
    ]);
  });

  it('when a screen shows a module the build does not expose, then it is refused naming the module', () => {
    const missing = loyalty({ screens: [screen('/loyalty', { module: 'LoyaltyCardScreen' })], menu: [] });
    expect(declarationProblems('mf-loyalty', missing, loyaltyBuild, [])).toEqual([
      'the screen /loyalty shows LoyaltyCardScreen, which the build does not expose',
    ]);
  });

  it('when a menu entry leads nowhere of its own or names an icon outside the set, then each is refused', () => {
    const menu = loyalty({
      menu: [
        { path: '/loyalty/elsewhere', label: 'Lost', icon: 'InfoIcon', section: 'main', order: 1 },
        { path: '/loyalty', label: 'Odd', icon: 'RocketIcon', section: 'main', order: 2 },
        { path: '/loyalty', label: 'Staff', icon: 'InfoIcon', section: 'admin', order: 3 },
      ],
    });
    expect(declarationProblems('mf-loyalty', menu, loyaltyBuild, [])).toEqual([
      'the menu entry "Lost" leads to /loyalty/elsewhere, which is not one of its screens',
      expect.stringMatching(/^the menu entry "Odd" has the icon RocketIcon, which is not in @ciao\/ui's set/),
      'the menu entry "Staff" is in the admin section but its screen needs no admin role',
    ]);
  });

  it('when two of its own screens match one URL, or a screen is public, then each is refused', () => {
    const twins = loyalty({
      screens: [screen('/loyalty/:id'), screen('/loyalty/rules', { access: 'public', role: 'owner' })],
      menu: [],
    });
    expect(declarationProblems('mf-loyalty', twins, loyaltyBuild, [])).toEqual([
      'the screen /loyalty/rules clashes with its own /loyalty/:id',
      'the screen /loyalty/rules is public: the host mounts declared signed-in screens only',
    ]);
  });

  it('when ciao-release.json has no declaration, then there is none; a malformed one is a 400 naming the field', () => {
    expect(readDeclaration(undefined)).toBeNull();
    expect(() => readDeclaration({ screens: [{ ...screen('/Loyalty') }] })).toThrow(
      expect.objectContaining({
        status: 400,
        message: expect.stringMatching(/^ciao-release.json's "declares" is not a declaration: screens.0.path: /),
      }),
    );
    expect(() => readDeclaration({ screens: [], extra: true })).toThrow(expect.objectContaining({ status: 400 }));
  });
});
