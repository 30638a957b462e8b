import argon2 from 'argon2';

/** OWASP's argon2id profile (19 MiB, 2 passes, 1 lane): about 20 ms per hash on this machine. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let unknownUserHash: Promise<string> | undefined;

/**
 * True when `password` matches `hash`. Without a hash (unknown e-mail, erased account) it still
 * spends one verification, so response time does not reveal which e-mails have accounts.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    unknownUserHash ??= hashPassword('not a password of anyone');
    await argon2.verify(await unknownUserHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
