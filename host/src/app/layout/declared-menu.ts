import type { ComponentType } from 'react';
import type { DECLARED_MENU_ICONS } from '@ciao/contracts';
import {
  CheckIcon,
  CopyIcon,
  ExternalLinkIcon,
  HelpIcon,
  InboxIcon,
  InfoIcon,
  MailIcon,
  SuccessIcon,
  WarningIcon,
} from '@ciao/ui';
import type { IconProps } from '@ciao/ui';
import { mayOpen } from '../../federation/declared-access';
import { useDeclared } from '../../federation/declared-screens';

/** The icons a declared menu entry may name (the API's gate refuses any other). */
const DECLARED_ICONS = {
  CheckIcon,
  CopyIcon,
  ExternalLinkIcon,
  HelpIcon,
  InboxIcon,
  InfoIcon,
  MailIcon,
  SuccessIcon,
  WarningIcon,
} satisfies Record<(typeof DECLARED_MENU_ICONS)[number], ComponentType<IconProps>>;

/**
 * The declared menu entries of a section that a role may follow (its screen's role, as the route
 * decides), in their declared order: shown after the spec's links, which keep their order.
 */
export function useDeclaredMenuLinks(section: 'main' | 'admin', role: string | undefined) {
  const { menu } = useDeclared();
  return menu
    .filter((entry) => entry.section === section && mayOpen(entry.role, role))
    .map(({ path, label, icon }) => ({ to: path, label, Icon: DECLARED_ICONS[icon as keyof typeof DECLARED_ICONS] }));
}
