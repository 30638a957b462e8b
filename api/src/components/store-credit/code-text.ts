import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomGroup(length: number): string {
  let group = '';
  // randomInt draws from the CSPRNG without modulo bias.
  for (let i = 0; i < length; i += 1) group += ALPHABET[randomInt(ALPHABET.length)];
  return group;
}

/** A new code text, `CIAO-XXXXXX-XXXXXX` (36^12 ≈ 4.7e18 possibilities; uniqueness is the database's). */
export function newCodeText(): string {
  return `CIAO-${randomGroup(6)}-${randomGroup(6)}`;
}
