import * as RadixPopover from '@radix-ui/react-popover';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { CloseIcon, HelpIcon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';

export interface LearnMoreRenderProps {
  /** The button text, 'Learn more' unless changed. */
  label: string;
  /** Closes the popup; call it when the link is followed. */
  close: () => void;
}

export interface HelpPopupProps {
  title: ReactNode;
  /** The explanation. */
  children: ReactNode;
  /** An optional worked example, shown in a tinted box. */
  example?: ReactNode;
  /** Renders the 'Learn more' action, e.g. `({ label, close }) => <Button as={Link} to="/faq" onClick={close}>{label}</Button>`. */
  learnMore?: (props: LearnMoreRenderProps) => ReactNode;
  /** Plain link target when no router link is needed; ignored when `learnMore` is set. */
  learnMoreHref?: string;
  learnMoreLabel?: string;
  /** Replaces the default '?' icon button; must accept a ref and props (a Button or IconButton). */
  trigger?: ReactElement;
  /** Accessible name of the default trigger; defaults to 'Help: {title}' when the title is text. */
  triggerLabel?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
}

const Content = styled(RadixPopover.Content)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  width: min(calc(100vw - ${({ theme }) => theme.space[6]}), 340px);
  max-height: var(--radix-popover-content-available-height);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: -${({ theme }) => theme.space[2]} -${({ theme }) => theme.space[2]} 0 0;
`;

const Title = styled.h2`
  padding-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Example = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.text};
`;

const ExampleLabel = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.info};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A '?' button that opens a short explanation with an optional example and a 'Learn more' link. */
export function HelpPopup({
  title,
  children,
  example,
  learnMore,
  learnMoreHref,
  learnMoreLabel = 'Learn more',
  trigger,
  triggerLabel,
  open: openProp,
  onOpenChange,
  closeLabel = 'Close help',
}: HelpPopupProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const close = () => setOpen(false);
  const titleId = useId();
  const name = triggerLabel ?? (typeof title === 'string' ? `Help: ${title}` : 'Help');

  let action: ReactNode = null;
  if (learnMore) {
    action = learnMore({ label: learnMoreLabel, close });
  } else if (learnMoreHref) {
    action = (
      <Button as="a" href={learnMoreHref} variant="outline" size="sm" onClick={close}>
        {learnMoreLabel}
      </Button>
    );
  }

  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild>
        {trigger ?? <IconButton aria-label={name} icon={<HelpIcon />} />}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <Content sideOffset={4} collisionPadding={12} aria-labelledby={titleId}>
          <Head>
            <Title id={titleId}>{title}</Title>
            <RadixPopover.Close asChild>
              <IconButton aria-label={closeLabel} icon={<CloseIcon size={18} />} />
            </RadixPopover.Close>
          </Head>
          <Body>
            <div>{children}</div>
            {example ? (
              <Example>
                <ExampleLabel>Example</ExampleLabel>
                {example}
              </Example>
            ) : null}
            {action ? <Actions>{action}</Actions> : null}
          </Body>
        </Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
