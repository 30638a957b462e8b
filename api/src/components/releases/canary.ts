import { createHash } from 'node:crypto';

/**
 * Whether a visitor gets a remote's canary: a stable hash of the remote and the visitor (a user id,
 * or a signed-out visitor's cookie) falls below `percent` of 100 buckets. The remote is part of the
 * hash, so two canaries do not land on the same visitors.
 */
export function getsCanary(remote: string, visitor: string, percent: number): boolean {
  const bucket = createHash('sha256').update(`${remote}\n${visitor}`).digest().readUInt32BE(0) % 100;
  return bucket < percent;
}
