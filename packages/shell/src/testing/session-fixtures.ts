// The signed-in user and session answers of the front-ends' tests and stories.
import type { SessionUser } from '@ciao/contracts';

export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    nickname: null,
    profileImageUrl: null,
    image: null,
    role: 'user',
    emailVerified: true,
    language: null,
    ...overrides,
  };
}

/** Route replies for the session endpoint of a test API server. */
export const sessionReplies = {
  signedIn: (user: SessionUser = aSessionUser()) => ({ json: { user } }),
  anonymous: () => ({ status: 401, json: { message: 'Not authenticated' } }),
};
