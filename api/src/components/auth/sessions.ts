import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { SessionRepository } from './session-repository';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type Sessions = ReturnType<typeof createSessions>;

/**
 * Server-side sessions: the cookie holds a random token, the table only its SHA-256.
 * `findSessionUser` is the one read every authenticated request makes (the place for a cache).
 */
export function createSessions({ sessions, clock }: { sessions: SessionRepository; clock: Clock }) {
  return {
    async findSessionUser(token: string | undefined): Promise<SessionUser | null> {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      return sessions.findSessionUser(hashToken(token), clock.now());
    },

    async startSession(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await sessions.deleteExpired(userId, now);
      await sessions.create({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
      return { token, expiresAt };
    },

    async endSession(token: string | undefined): Promise<void> {
      if (!token || !TOKEN_PATTERN.test(token)) return;
      await sessions.delete(hashToken(token));
    },
  };
}
