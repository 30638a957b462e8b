import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

/** Tabs root (Radix): `value`/`defaultValue`, `onValueChange`. Arrow keys move between tabs. */
export const Tabs = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
Tabs.displayName = 'Tabs';

/** Needs an accessible name when the tabs are not self-explanatory: pass `aria-label`. */
export const TabsList = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
TabsList.displayName = 'TabsList';

export const TabsTrigger = styled(RadixTabs.Trigger)`
  flex: 1;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
TabsTrigger.displayName = 'TabsTrigger';

export const TabsContent = styled(RadixTabs.Content)`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
TabsContent.displayName = 'TabsContent';
