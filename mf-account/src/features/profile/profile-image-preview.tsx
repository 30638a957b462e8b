import styled from 'styled-components';
import { Avatar } from '@ciao/ui';
import { useProfileMessages } from '../../messages/profile';

// @ciao/ui's Avatar (xl, 80 px) falls back to the initial on a broken image; the dialog must show
// that the URL failed, so the preview adds a red ring and marker around it.

const SIZE = 80;

const Frame = styled.span<{ $failed: boolean }>`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: 50%;
  box-shadow: 0 0 0 3px ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.border)};
`;

/** The red marker on a preview whose image failed. */
const Marker = styled.span`
  position: absolute;
  right: -2px;
  bottom: -2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

interface ProfileImagePreviewProps {
  /** Display name: alt text and the fallback initial. */
  name: string;
  src: string | null;
  failed: boolean;
  onError: () => void;
}

/** Live preview of the profile image URL; on failure the initial shows with a red ring and marker. */
export function ProfileImagePreview({ name, src, failed, onError }: ProfileImagePreviewProps) {
  const t = useProfileMessages();
  const showImage = Boolean(src) && !failed;
  return (
    <Frame
      $failed={failed}
      data-testid="profile-image-preview"
      data-state={failed ? 'error' : showImage ? 'image' : 'initial'}
    >
      <Avatar
        // keyed by URL: a new address is a new load with its own error
        key={src}
        name={name}
        src={failed ? null : src}
        size="xl"
        alt={t('image.preview', { name })}
        initialLabel={t('image.none', { name })}
        onError={onError}
      />
      {failed ? <Marker aria-hidden="true">!</Marker> : null}
    </Frame>
  );
}
