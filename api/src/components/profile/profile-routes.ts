import { Router } from 'express';
import type { Request, Response } from 'express';
import { okSchema, sessionResponseSchema, updateProfileRequestSchema } from '@ciao/contracts';
import type { Ok, SessionResponse } from '@ciao/contracts';
import type { RunningEnvironment } from '../../env-values';
import { describeRoutes } from '../../http/api-description';
import { parseInput } from '../../validation';
import { clearSessionCookie } from '../auth/session-cookie';
import { signedInUser } from '../../http/request-user';
import type { Sessions } from '../auth/sessions';
import { toSessionUser } from '../auth/sign-in';
import type { UserAccounts } from '../users/user-accounts';
import type { AccountDeletion } from './account-deletion';
import { LAST_OWNER_MESSAGE } from '../../http/admin-rights';

type Deps = {
  config: RunningEnvironment;
  accounts: UserAccounts;
  accountDeletion: AccountDeletion;
  sessions: Sessions;
};

export const profileApi = describeRoutes('/api/user', 'Accounts', {
  'PATCH /profile': {
    summary: 'Change the nickname, the profile picture address and the language',
    description:
      'Both texts are sent trimmed; an empty text clears the field. The picture address must end in an image extension. `language` (en, it, es; null: follow the browser) is the language of the app, its mail and its push texts; left out, it stays as it is.',
    access: 'signed-in',
    body: updateProfileRequestSchema,
    answers: { 200: { description: 'The updated user', schema: sessionResponseSchema } },
  },
  'DELETE /profile': {
    summary: 'Delete the account',
    description: 'Ends every session, settles store credit and rewards, erases personal data (docs/accounts.md).',
    access: 'signed-in',
    answers: {
      200: { description: 'Deleted; the session cookie is cleared', schema: okSchema },
      409: `'${LAST_OWNER_MESSAGE}'`,
    },
  },
});

/** The signed-in user's own profile: /api/user/profile. */
export function profileRoutes({ config, accounts, accountDeletion, sessions }: Deps): Router {
  const router = Router();

  async function updateProfile(req: Request, res: Response) {
    const { id } = signedInUser(req);
    const profile = parseInput(updateProfileRequestSchema, req.body);
    const user = await accounts.updateProfile(id, profile);
    sessions.forgetUser(id); // this instance at once; the others hear it from PostgreSQL
    res.json({ user: toSessionUser(user) } satisfies SessionResponse);
  }
  router.patch('/profile', updateProfile);

  async function deleteAccount(req: Request, res: Response) {
    const { id } = signedInUser(req);
    await accountDeletion.deleteAccount(id);
    sessions.forgetUser(id);
    clearSessionCookie(res, config);
    res.json({ ok: true } satisfies Ok);
  }
  router.delete('/profile', deleteAccount);

  return router;
}
