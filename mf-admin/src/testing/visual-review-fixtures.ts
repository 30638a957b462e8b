import type { VisualReview } from '@ciao/contracts';

/** mf-referral 1.5.0's review against 1.4.0: one story changed at both widths, one new, one removed. */
export const aVisualReview = (overrides: Partial<VisualReview> = {}): VisualReview => ({
  remote: 'mf-referral',
  version: '1.5.0',
  baselineVersion: '1.4.0',
  status: 'done',
  error: null,
  widths: [390, 1280],
  counts: { unchanged: 11, changed: 1, new: 1, removed: 1 },
  stories: [
    {
      id: 'referral-referral-screen--with-invites',
      title: 'Referral/Referral screen',
      name: 'With invites',
      outcome: 'changed',
      changedWidths: [390, 1280],
    },
    {
      id: 'referral-referral-screen--share-sheet',
      title: 'Referral/Referral screen',
      name: 'Share sheet',
      outcome: 'new',
      changedWidths: [],
    },
    {
      id: 'referral-referral-screen--old-banner',
      title: 'Referral/Referral screen',
      name: 'Old banner',
      outcome: 'removed',
      changedWidths: [],
    },
  ],
  decision: null,
  decidedBy: null,
  decidedAt: null,
  approvalRequired: true,
  ...overrides,
});

const COLOURS = { before: '#3730a3', after: '#b91c1c', diff: '#f59e0b' } as const;

/** A stand-in picture: a button of the side's colour on a phone-shaped page (no request leaves the story). */
export const aPicture = (_review: VisualReview, side: keyof typeof COLOURS, _story: string, width: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width * 1.2)}"><rect width="100%" height="100%" fill="#f5f7fb"/><rect x="24" y="40" width="${Math.round(width / 2)}" height="44" rx="8" fill="${COLOURS[side]}"/></svg>`,
  )}`;
