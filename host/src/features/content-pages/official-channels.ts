import { displayAddress, EXTERNAL_LINKS, handleOf } from '@ciao/content';
import { useContentPageMessages } from '../../messages/content-pages';

export interface OfficialChannel {
  label: string;
  /** How the address reads on screen. */
  address: string;
  /** What people find there. */
  purpose: string;
  href: string;
}

/** The official website, X account and video channel, as /community and /contact list them, in the page's language. */
export function useOfficialChannels(): OfficialChannel[] {
  const t = useContentPageMessages();
  return [
    {
      label: t('channels.website'),
      address: displayAddress(EXTERNAL_LINKS.officialSite),
      purpose: t('channels.websitePurpose'),
      href: EXTERNAL_LINKS.officialSite,
    },
    {
      label: t('channels.x'),
      address: handleOf(EXTERNAL_LINKS.xAccount),
      purpose: t('channels.xPurpose'),
      href: EXTERNAL_LINKS.xAccount,
    },
    {
      label: t('channels.video'),
      address: displayAddress(EXTERNAL_LINKS.videoChannel),
      purpose: t('channels.videoPurpose'),
      href: EXTERNAL_LINKS.videoChannel,
    },
  ];
}
