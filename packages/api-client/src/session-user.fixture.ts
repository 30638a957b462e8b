import type { SessionUser } from '@ciao/contracts';

/** The signed-in user the api-client tests' local servers answer with. */
export const sessionUser: SessionUser = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  email: 'ada@example.com',
  name: 'Ada',
  nickname: null,
  profileImageUrl: null,
  image: null,
  role: 'user',
  emailVerified: true,
  language: null,
};
