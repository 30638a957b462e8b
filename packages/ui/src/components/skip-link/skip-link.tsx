import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { MAIN_CONTENT_ID } from '../page/page';

/**
 * Invisible until it has keyboard focus (no box, no shadow: hidden means nothing is drawn), then at
 * the top left, above the sticky header. Still in the tab order and the accessibility tree.
 */
const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  opacity: 0;
  transform: translateY(calc(-100% - ${({ theme }) => theme.space[4]}));
  pointer-events: none;

  &:focus {
    opacity: 1;
    transform: none;
    box-shadow: ${({ theme }) => theme.shadows.lg};
    pointer-events: auto;
  }
`;

/**
 * "Skip to main content", the page's first stop for the keyboard: past the header and its menu,
 * focus moves to the screen's main region (the `Page`). The address stays as it is.
 */
export function SkipLink({ label = 'Skip to main content' }: { label?: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.tabIndex = -1; // focusable from code only: a click on the page's background does not focus it
    main.focus();
  };
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {label}
    </Link>
  );
}
