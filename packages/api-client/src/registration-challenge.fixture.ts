import type { RegistrationChallenge } from '@ciao/contracts';

/** A registration challenge whose number is 42 (SHA-256 of salt + '42'), as the test servers answer it. */
export const registrationChallenge: RegistrationChallenge = {
  algorithm: 'SHA-256',
  challenge: 'ee1d3e6a3fa2f9139881aa28ba71bad8262e3015799e0794b73cb81c40599eee',
  maxnumber: 1000,
  salt: '0123456789abcdef0123&',
  signature: 'test-signature',
};

/** What the X-Registration-Challenge header that solves it holds, decoded. */
export const registrationChallengeSolution = {
  algorithm: 'SHA-256',
  challenge: registrationChallenge.challenge,
  number: 42,
  salt: registrationChallenge.salt,
  signature: 'test-signature',
};

/** An X-Registration-Challenge header, decoded. */
export const decodeRegistrationChallenge = (header: string | string[] | undefined): unknown =>
  typeof header === 'string' ? JSON.parse(atob(header)) : undefined;
