import type { CompletionListener } from '../contracts/mining';
import type { NewDeviceListener } from '../auth/known-devices';
import type { PasswordChangeListener } from '../auth/password-reset';
import type { BonusListener } from '../referral/referral-programme';
import type { Ledger } from '../rewards/ledger';
import type { CodeListener } from '../store-credit/code-listener';
import { standingOf } from '../store-credit/eligibility';
import { toDecimalString } from '../../money';
import type { NotificationRouter } from './notification-router';

/**
 * The events other components report, inside the transaction of the change, handed to the router
 * (push, mail, both: docs/notifications.md, "What is sent"). Each implements the interface its
 * reporter owns. "Password changed" is one listener, whatever changed the password.
 */
export function createPushNotifier({
  router,
  ledger,
}: {
  router: Pick<NotificationRouter, 'notify'>;
  ledger: Pick<Ledger, 'lockBalances'>;
}) {
  /**
   * Last of the completion listeners: the contract's reward, and "rewards available" for every
   * balance this completion (reward, referral bonuses) took across the $2.50 minimum, valued at
   * the completion's price: once per crossing, since the next completion starts above it.
   */
  const contractCompleted: CompletionListener = {
    beneficiaries: () => Promise.resolve([]),
    async completed(transaction, completion) {
      const { userId, durationHours, rewardCiao, price, balancesBefore } = completion;
      const after = await ledger.lockBalances(transaction, [...balancesBefore.keys()]);
      const crossed = [...balancesBefore].flatMap(([id, before]) => {
        const now = after.get(id);
        if (!now || standingOf(before.pendingCiao, price).eligible || !standingOf(now.pendingCiao, price).eligible)
          return [];
        return [
          {
            userId: id,
            event: { kind: 'rewardsReachedMinimum' as const, valueUsd: toDecimalString(now.pendingCiao.times(price)) },
          },
        ];
      });
      await router.notify(transaction, [
        { userId, event: { kind: 'contractCompleted', durationHours, rewardCiao: toDecimalString(rewardCiao) } },
        ...crossed,
      ]);
    },
  };

  const referralBonus: BonusListener = {
    credited: (transaction, { userId, amountCiao }) =>
      router.notify(transaction, [
        { userId, event: { kind: 'referralBonus', amountCiao: toDecimalString(amountCiao) } },
      ]),
  };

  const codes: CodeListener = {
    used: (transaction, code) =>
      router.notify(transaction, [
        { userId: code.userId, event: { kind: 'codeUsed', code: code.code, amountUsd: code.amountUsd.toFixed(2) } },
      ]),
    expiringSoon: (transaction, expiring) =>
      router.notify(
        transaction,
        expiring.map((code) => ({
          userId: code.userId,
          event: {
            kind: 'codeExpiringSoon',
            code: code.code,
            amountUsd: code.amountUsd.toFixed(2),
            expiresAt: code.expiresAt.toISOString(),
          },
        })),
      ),
  };

  const newDevice: NewDeviceListener = {
    newDevice: (transaction, { userId, at, device, countryCode }) =>
      router.notify(transaction, [
        { userId, event: { kind: 'newDeviceSignIn', device, at: at.toISOString(), countryCode } },
      ]),
  };

  const passwordChange: PasswordChangeListener = {
    passwordChanged: (transaction, { userId }) =>
      router.notify(transaction, [{ userId, event: { kind: 'passwordChanged' } }]),
  };

  return { contractCompleted, referralBonus, codes, newDevice, passwordChange };
}
