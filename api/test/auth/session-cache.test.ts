// The session cache on its own (the instances' behaviour is in caches.test.ts): what it keeps, what drops it.
import { createHash } from 'node:crypto';
import type { SessionUser } from '@ciao/contracts';
import { createSessionCache } from '../../src/components/auth/session-cache';
import type { SessionRepository } from '../../src/components/auth/session-repository';
import { createSessions } from '../../src/components/auth/sessions';
import type { ChangeFeed } from '../../src/db/change-feed';

const user: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ann@example.com',
  name: 'Ann',
  nickname: null,
  profileImageUrl: null,
  image: null,
  role: 'user',
  emailVerified: true,
  language: null,
} as SessionUser;
const other: SessionUser = { ...user, id: '00000000-0000-4000-8000-000000000002', email: 'bob@example.com' };
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sessions over a repository in memory (token hash -> user) and a feed the test drives. */
function setup() {
  const rows = new Map<string, SessionUser>();
  const reads: string[] = [];
  const repository = {
    findSessionUser: (tokenHash: string) => {
      reads.push(tokenHash);
      const found = rows.get(tokenHash);
      return Promise.resolve(found ? { user: found, expiresAt: new Date(Date.now() + 3_600_000) } : null);
    },
    create: ({ tokenHash, userId }: { tokenHash: string; userId: string }) => {
      rows.set(tokenHash, userId === user.id ? user : other);
      return Promise.resolve();
    },
    delete: (tokenHash: string) => {
      rows.delete(tokenHash);
      return Promise.resolve();
    },
    deleteExpired: () => Promise.resolve(),
  } as unknown as SessionRepository;
  const listeners: ((userId: string | null) => void)[] = [];
  const feed: ChangeFeed = {
    live: true,
    subscribe: (_channel, listener) => void listeners.push(listener),
    close: () => Promise.resolve(),
  };
  const sessions = createSessions({
    sessions: repository,
    clock: { now: () => new Date() },
    cache: createSessionCache({ feed }),
  });
  /** A change PostgreSQL announced, without the row changing here (a silent change is what the cache must not outlive). */
  const announce = (userId: string | null) => listeners.forEach((listener) => listener(userId));
  return { sessions, rows, reads, announce };
}

const lookUp = async (sessions: ReturnType<typeof setup>['sessions'], token: string) =>
  await sessions.sessionUserOf(token);

describe('session cache', () => {
  it('when a session was read once, then the next lookups are answered from memory, without a read', async () => {
    const { sessions, reads } = setup();
    const { token } = await sessions.startSession(user.id, 'Firefox on Linux');
    expect(await lookUp(sessions, token)).toEqual(user);
    const hit = sessions.sessionUserOf(token);
    expect(hit).toEqual(user); // at once, no promise
    expect(reads).toEqual([sha256(token)]); // only the table's key was ever read, never the token
  });

  it('when the session is ended on this instance, then its token is refused at once', async () => {
    const { sessions } = setup();
    const { token } = await sessions.startSession(user.id, 'Firefox on Linux');
    await lookUp(sessions, token);
    await sessions.endSession(token);
    expect(await lookUp(sessions, token)).toBeNull();
  });

  it('when the user is forgotten on this instance (profile change, deletion), then the next lookup reads again', async () => {
    const { sessions, rows, reads } = setup();
    const { token } = await sessions.startSession(user.id, 'Firefox on Linux');
    await lookUp(sessions, token);
    rows.clear(); // deleted without this cache knowing
    sessions.forgetUser(user.id);
    expect(await lookUp(sessions, token)).toBeNull();
    expect(reads).toHaveLength(2);
  });

  it('when PostgreSQL announces a change to the user, then every session of that user is dropped and no other', async () => {
    const { sessions, rows, reads, announce } = setup();
    const first = await sessions.startSession(user.id, 'Firefox on Linux');
    const second = await sessions.startSession(user.id, 'Firefox on Linux');
    const others = await sessions.startSession(other.id, 'Firefox on Linux');
    for (const { token } of [first, second, others]) await lookUp(sessions, token);
    rows.clear();
    announce(user.id);
    expect(await lookUp(sessions, first.token)).toBeNull();
    expect(await lookUp(sessions, second.token)).toBeNull();
    expect(sessions.sessionUserOf(others.token)).toEqual(other);
    expect(reads).toHaveLength(5);
  });

  it('when changes may have been missed, then every session is dropped', async () => {
    const { sessions, rows, announce } = setup();
    const { token } = await sessions.startSession(user.id, 'Firefox on Linux');
    await lookUp(sessions, token);
    rows.clear();
    announce(null);
    expect(await lookUp(sessions, token)).toBeNull();
  });

  it('when a change to the user comes while its session is being read, then what was read is not kept', async () => {
    const { sessions, rows, reads, announce } = setup();
    const { token } = await sessions.startSession(user.id, 'Firefox on Linux');
    const reading = sessions.sessionUserOf(token);
    announce(user.id);
    expect(await reading).toEqual(user);
    rows.clear();
    expect(await lookUp(sessions, token)).toBeNull();
    expect(reads).toHaveLength(2);
  });

  it('when a cookie holds what cannot be a token, then nothing is read', async () => {
    const { sessions, reads } = setup();
    expect(sessions.sessionUserOf('not a token')).toBeNull();
    expect(sessions.sessionUserOf(undefined)).toBeNull();
    expect(reads).toEqual([]);
  });
});
