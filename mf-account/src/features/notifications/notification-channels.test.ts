import { NOTIFICATION_CHANNELS } from '@ciao/contracts/web';
import { deliveryOf, settingOf } from './notification-channels';

describe("a topic's two switches and its stored switch and channel", () => {
  it.each([
    [
      { on: true, channel: 'push' as const },
      { push: true, email: false },
    ],
    [
      { on: true, channel: 'email' as const },
      { push: false, email: true },
    ],
    [
      { on: true, channel: 'both' as const },
      { push: true, email: true },
    ],
    [
      { on: false, channel: 'both' as const },
      { push: false, email: false },
    ],
  ])('%o shows %o', (setting, delivery) => {
    expect(deliveryOf(setting)).toEqual(delivery);
  });

  it.each(NOTIFICATION_CHANNELS)('every topic that is on comes back as it was (%s)', (channel) => {
    const setting = { on: true, channel };
    expect(settingOf(deliveryOf(setting), { on: false, channel: 'push' })).toEqual(setting);
  });

  it('both switches off turn the topic off and keep the channel it had', () => {
    expect(settingOf({ push: false, email: false }, { on: true, channel: 'email' })).toEqual({
      on: false,
      channel: 'email',
    });
  });

  it('one switch on names its channel; both on is both', () => {
    const previous = { on: false, channel: 'both' as const };
    expect(settingOf({ push: true, email: false }, previous)).toEqual({ on: true, channel: 'push' });
    expect(settingOf({ push: false, email: true }, previous)).toEqual({ on: true, channel: 'email' });
    expect(settingOf({ push: true, email: true }, previous)).toEqual({ on: true, channel: 'both' });
  });
});
