import type { NotificationChannel } from '@ciao/contracts/web';

/** What a topic's two switches show: by push (this browser and the others), by e-mail. */
export interface TopicDelivery {
  push: boolean;
  email: boolean;
}

/** A topic as stored: its switch, and the channel it reaches the user by while on. */
export interface TopicSetting {
  on: boolean;
  channel: NotificationChannel;
}

/** The two switches of a stored topic: a topic that is off shows both off. */
export function deliveryOf({ on, channel }: TopicSetting): TopicDelivery {
  return { push: on && channel !== 'email', email: on && channel !== 'push' };
}

/**
 * The stored topic for two switches: off when both are off (the channel is kept, so the topic
 * comes back as it was), otherwise on by the channel the switches name.
 */
export function settingOf(delivery: TopicDelivery, previous: TopicSetting): TopicSetting {
  if (!delivery.push && !delivery.email) return { on: false, channel: previous.channel };
  return { on: true, channel: delivery.push && delivery.email ? 'both' : delivery.push ? 'push' : 'email' };
}
