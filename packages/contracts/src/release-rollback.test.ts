import { rollbackTargetOf } from './release-rollback';

const entry = (action: string, version: string, previousVersion: string | null = null) => ({
  action,
  version,
  previousVersion,
});

describe('rollbackTargetOf', () => {
  it('with a canary, the live release stays (the canary stops)', () => {
    expect(rollbackTargetOf({ activeVersion: '1.4.0', canaryVersion: '1.5.0', history: [] })).toBe('1.4.0');
  });

  it('otherwise the release live before the live one was activated or promoted', () => {
    const history = [entry('promoted', '1.5.0', '1.4.0'), entry('activated', '1.4.0', '1.3.0')];
    expect(rollbackTargetOf({ activeVersion: '1.5.0', canaryVersion: null, history })).toBe('1.4.0');
    expect(rollbackTargetOf({ activeVersion: '1.4.0', canaryVersion: null, history })).toBe('1.3.0');
  });

  it("a remote's first release, or one made live over itself, has nothing to go back to", () => {
    expect(
      rollbackTargetOf({ activeVersion: '0.1.0', canaryVersion: null, history: [entry('published', '0.1.0')] }),
    ).toBe(null);
    expect(
      rollbackTargetOf({
        activeVersion: '0.1.0',
        canaryVersion: null,
        history: [entry('activated', '0.1.0', '0.1.0')],
      }),
    ).toBe(null);
    expect(
      rollbackTargetOf({ activeVersion: '0.1.0', canaryVersion: null, history: [entry('activated', '0.1.0', null)] }),
    ).toBe(null);
  });
});
