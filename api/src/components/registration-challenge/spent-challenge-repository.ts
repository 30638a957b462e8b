import { Op, QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { defineSpentChallengeModel } from './spent-challenge-model';

export type SpentChallengeRepository = ReturnType<typeof createSpentChallengeRepository>;

/**
 * Solved registration challenges already used (table spent_registration_challenges, migration 0017),
 * kept until they expire: a solution is good for one registration. Raw SQL: ON CONFLICT DO NOTHING
 * RETURNING tells the first use from a replay in one statement.
 */
export function createSpentChallengeRepository({ sequelize }: { sequelize: Sequelize }) {
  const SpentChallenge = defineSpentChallengeModel(sequelize);
  return {
    /** Records the challenge as used; false when it already was (on any instance). */
    async spend(signature: string, expiresAt: Date): Promise<boolean> {
      const rows = await sequelize.query(
        'INSERT INTO spent_registration_challenges (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature',
        { bind: [signature, expiresAt], type: QueryTypes.SELECT },
      );
      return rows.length > 0;
    },

    /** Forgets the challenges expired at `now`: they are refused as expired anyway. */
    async forgetExpired(now: Date): Promise<void> {
      await SpentChallenge.destroy({ where: { expiresAt: { [Op.lt]: now } } });
    },
  };
}
