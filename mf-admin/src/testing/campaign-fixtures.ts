import type { Campaign } from '@ciao/contracts';

/** A campaign as the API answers it; `changes` override any field. */
const aCampaign = (changes: Partial<Campaign> = {}): Campaign => ({
  id: '12',
  status: 'sent',
  title: 'Double rewards this weekend',
  body: 'Every simulation pays twice until Sunday midnight.',
  url: '/referral',
  channel: 'both',
  segment: { country: 'Italy', minedDays: 30, minedRecently: false },
  createdAt: '2026-01-14T09:00:00.000Z',
  createdBy: '0b6c6f4e-7f57-4d33-a1a9-3d2a0b1f9c11',
  createdByEmail: 'olga.owner@example.com',
  createdByRole: 'owner',
  scheduledAt: '2026-01-15T08:00:00.000Z',
  startedAt: '2026-01-15T08:00:00.000Z',
  finishedAt: '2026-01-15T08:03:00.000Z',
  results: { audience: 2480, queued: 2480, sent: 2391, failed: 12, unsubscribed: 7, opened: 318 },
  ...changes,
});

/** A sent campaign, a scheduled one and a draft, newest first. */
export const someCampaigns = (): Campaign[] => [
  aCampaign({
    id: '14',
    status: 'draft',
    title: 'New store items',
    scheduledAt: null,
    startedAt: null,
    finishedAt: null,
    results: { audience: null, queued: 0, sent: 0, failed: 0, unsubscribed: 0, opened: 0 },
  }),
  aCampaign({
    id: '13',
    status: 'scheduled',
    title: 'Your codes expire soon',
    scheduledAt: '2026-01-16T17:30:00.000Z',
    startedAt: null,
    finishedAt: null,
    results: { audience: null, queued: 0, sent: 0, failed: 0, unsubscribed: 0, opened: 0 },
  }),
  aCampaign(),
];
