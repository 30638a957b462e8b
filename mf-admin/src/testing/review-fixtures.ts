import type { Flag } from '@ciao/contracts';

/** An open flag of the review queue; `overrides` change any field. */
export const aFlag = (overrides: Partial<Flag> = {}): Flag => ({
  id: '12',
  kind: 'invitee_burst',
  customerId: '4f6c1a52-8a57-4c3e-9d0b-6f1f2a3b4c5d',
  customerEmail: 'farmer@example.com',
  reason: 'More than 5 invitees in 24 hours',
  evidence: {
    inviteeIds: ['0b5e0c53-2f7a-4f0e-8d55-7d0c7c1e2a01', '0b5e0c53-2f7a-4f0e-8d55-7d0c7c1e2a02'],
    hours: 24,
  },
  status: 'open',
  raisedAt: '2026-01-15T09:30:00.000Z',
  resolvedBy: null,
  resolvedAt: null,
  resolution: null,
  ...overrides,
});

/** Three open flags of different kinds, newest first. */
export const someFlags = (): Flag[] => [
  aFlag(),
  aFlag({
    id: '11',
    kind: 'referral_cap',
    reason: 'Reached the referral reward cap (50 uses of their code)',
    evidence: { inviteeIds: ['0b5e0c53-2f7a-4f0e-8d55-7d0c7c1e2a01'], rewardLimit: 50 },
  }),
  aFlag({
    id: '10',
    kind: 'second_account',
    customerId: '9a1c1a52-8a57-4c3e-9d0b-6f1f2a3b4c5d',
    customerEmail: null,
    reason: 'A second account registered from an address that already has one',
    evidence: { accountIds: ['4f6c1a52-8a57-4c3e-9d0b-6f1f2a3b4c5d', '9a1c1a52-8a57-4c3e-9d0b-6f1f2a3b4c5d'] },
  }),
];
