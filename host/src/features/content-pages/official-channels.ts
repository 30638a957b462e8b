import { displayAddress, EXTERNAL_LINKS, handleOf } from '@ciao/content';

export interface OfficialChannel {
  label: string;
  /** How the address reads on screen. */
  address: string;
  /** What people find there. */
  purpose: string;
  href: string;
}

/** The official website, X account and video channel, as /community and /contact list them. */
export const OFFICIAL_CHANNELS: OfficialChannel[] = [
  {
    label: 'Official website',
    address: displayAddress(EXTERNAL_LINKS.officialSite),
    purpose: 'News and the $CIAO ecosystem',
    href: EXTERNAL_LINKS.officialSite,
  },
  {
    label: 'X (Twitter)',
    address: handleOf(EXTERNAL_LINKS.xAccount),
    purpose: 'Announcements and updates',
    href: EXTERNAL_LINKS.xAccount,
  },
  {
    label: 'Video channel',
    address: displayAddress(EXTERNAL_LINKS.videoChannel),
    purpose: 'Tutorials and walkthroughs',
    href: EXTERNAL_LINKS.videoChannel,
  },
];
