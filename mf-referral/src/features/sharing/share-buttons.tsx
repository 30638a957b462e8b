import styled from 'styled-components';
import { Button, CardContent, CheckIcon, ExternalLinkIcon, TitledCard } from '@ciao/ui';
import { REFERRAL } from '@ciao/contracts/web';
import { messageWithLink, shareUrls, type ShareTarget } from './share-links';
import { useCopy } from '../../components/use-copy';
import { useReferralMessages } from '../../messages';

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const LINK_TARGETS: ShareTarget[] = ['Facebook', 'X', 'WhatsApp', 'Telegram'];
/** These apps have no share page for a web link: their buttons copy the message to paste in a post. */
const COPY_TARGETS = ['TikTok', 'Instagram'] as const;
type CopyTarget = (typeof COPY_TARGETS)[number] | 'Share';

/** Phones' browsers (and some desktop ones) open the system share sheet; the others have no `navigator.share`. */
const hasShareSheet = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export interface ShareButtonsProps {
  code: string;
  link: string;
}

/**
 * The system share sheet first where the browser has one; then the share pages of Facebook, X,
 * WhatsApp and Telegram in a new tab; TikTok and Instagram copy the message.
 */
export function ShareButtons({ code, link }: ShareButtonsProps) {
  const t = useReferralMessages();
  const message = t('share.message', { code, reward: REFERRAL.rewardUsd });
  const urls = shareUrls(message, link);
  const { copied, copy } = useCopy<CopyTarget>();
  const copyMessage = (target: CopyTarget) =>
    copy(target, messageWithLink(message, link), {
      title: t('share.copiedTitle'),
      description: target === 'Share' ? t('share.pasteAnywhere') : t('share.pasteInto', { target }),
    });

  const openShareSheet = async () => {
    try {
      await navigator.share({ text: message, url: link });
    } catch (error) {
      // Closing the sheet is the user's choice; a sheet that cannot open falls back to the clipboard.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copyMessage('Share');
    }
  };

  return (
    <TitledCard title={t('share.title')} description={t('share.description')}>
      <CardContent>
        <Buttons>
          {hasShareSheet() && (
            <Button onClick={() => void openShareSheet()} startIcon={copied === 'Share' ? <CheckIcon /> : undefined}>
              {t('share.sheet')}
            </Button>
          )}
          {LINK_TARGETS.map((target) => (
            <Button
              key={target}
              as="a"
              href={urls[target]}
              target="_blank"
              rel="noopener noreferrer"
              variant="outline"
              endIcon={<ExternalLinkIcon size={16} />}
              aria-label={t('share.on', { target })}
            >
              {target}
            </Button>
          ))}
          {COPY_TARGETS.map((target) => (
            <Button
              key={target}
              variant="outline"
              startIcon={copied === target ? <CheckIcon /> : undefined}
              aria-label={copied === target ? t('share.copiedFor', { target }) : t('share.copyFor', { target })}
              onClick={() => void copyMessage(target)}
            >
              {copied === target ? t('code.copied') : target}
            </Button>
          ))}
        </Buttons>
      </CardContent>
    </TitledCard>
  );
}
