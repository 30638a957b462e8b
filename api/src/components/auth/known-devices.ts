import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Transaction } from '../../db/transactions';
import type { KnownDeviceRepository, SignInsOfDay } from './known-device-repository';

/** Where a sign-in came from: the address key (flags), the device's name (device-name.ts) and the address's country. */
export type SignInOrigin = { addressKey: string; device: string; countryCode: string | null };

/** Told, inside the transaction that records it, that an account signed in from a new device (security alerts). */
export type NewDeviceListener = {
  newDevice(
    transaction: Transaction,
    signIn: { userId: string; at: Date; device: string; countryCode: string | null },
  ): Promise<void>;
};

/** The flags' port (docs/admin.md, "Flags"): told of each sign-in, in the transaction that records it. */
export type SignInSuspicions = {
  signedIn(
    transaction: Transaction,
    signIn: { userId: string; at: Date; ofTheDay(): Promise<SignInsOfDay> },
  ): Promise<void>;
};

export type KnownDevices = ReturnType<typeof createKnownDevices>;

/**
 * The devices each account has used (docs/notifications.md, "What is sent"): a device is the
 * browser's device cookie, stored as its SHA-256. A sign-in from a device the account has not used
 * is new, and the listener hears of it when the account had used another device before (a first
 * sign-in after registering elsewhere counts; an account's very first device does not).
 */
export function createKnownDevices({
  repository,
  clock,
  listener,
  suspicions,
}: {
  repository: KnownDeviceRepository;
  clock: Clock;
  listener?: NewDeviceListener | undefined;
  suspicions?: SignInSuspicions | undefined;
}) {
  async function see(userId: string, deviceId: string, signIn: SignInOrigin | null): Promise<void> {
    const deviceHash = createHash('sha256').update(deviceId).digest('hex');
    await repository.transact(async (transaction) => {
      const at = clock.now();
      const inserted = await repository.see(transaction, userId, deviceHash, at);
      if (!signIn) return;
      const day = at.toISOString().slice(0, 10);
      await repository.seeAddress(transaction, userId, day, signIn.addressKey);
      await suspicions?.signedIn(transaction, {
        userId,
        at,
        ofTheDay: () => repository.usedSince(transaction, userId, new Date(`${day}T00:00:00Z`)),
      });
      if (inserted && listener && (await repository.usedAnother(transaction, userId, deviceHash)))
        await listener.newDevice(transaction, { userId, at, device: signIn.device, countryCode: signIn.countryCode });
    });
  }

  return {
    /** A sign-in from this device and origin: recorded, a new device reported, the flags' port told. */
    signedIn: (userId: string, deviceId: string, origin: SignInOrigin) => see(userId, deviceId, origin),
    /** The device an account was registered on: its first known device. */
    registered: (userId: string, deviceId: string) => see(userId, deviceId, null),
    /** Deleting the account: its devices are personal data too. */
    forgetAll: (userId: string, transaction: Transaction): Promise<void> => repository.forgetAll(userId, transaction),
  };
}
