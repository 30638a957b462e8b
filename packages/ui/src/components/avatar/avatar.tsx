import { useState } from 'react';
import styled from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** The display name: the image's alt text and the source of the fallback initial. */
  name: string;
  /** Image URL; when missing or broken the upper-cased initial of `name` is shown. */
  src?: string | null;
  size?: AvatarSize;
  className?: string;
  /** The image's alt text, when it should say more than the name. */
  alt?: string;
  /** The fallback initial's accessible name, when it should say more than the name. */
  initialLabel?: string;
  /** Called when the image fails to load (the initial shows instead). */
  onError?: () => void;
}

const pixels: Record<AvatarSize, number> = { sm: 32, md: 40, lg: 56, xl: 80 };

const Root = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  overflow: hidden;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  user-select: none;
`;

const Image = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** First character of the trimmed name, upper-cased ('?' when empty); emoji-safe. */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** A round profile picture that falls back to the name's initial. */
export function Avatar({ name, src, size = 'md', className, alt = name, initialLabel = name, onError }: AvatarProps) {
  // Remembering which URL failed (not a boolean) lets a new URL try again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  return (
    <Root $size={pixels[size]} className={className}>
      {showImage ? (
        <Image
          src={src ?? undefined}
          alt={alt}
          onError={() => {
            setFailedSrc(src ?? null);
            onError?.();
          }}
        />
      ) : (
        <span role="img" aria-label={initialLabel}>
          {avatarInitial(name)}
        </span>
      )}
    </Root>
  );
}
