import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { HelpPopup } from './help-popup';

const meta = {
  title: 'Components/HelpPopup',
  component: HelpPopup,
  args: {
    title: 'Credit Rate',
    children: 'How many $CIAO credits your active simulation adds per hour. Shorter durations earn a bonus.',
    example: 'A 1h simulation runs at 2x: $0.06 worth of credits before the 30% service fee.',
    learnMoreHref: '#/faq',
  },
  argTypes: { learnMore: { control: false }, trigger: { control: false }, children: { control: 'text' } },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof HelpPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Help: Credit Rate' }));
    const popup = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Credit Rate' });
    await expect(popup).toHaveTextContent('Example');
    await expect(within(popup).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '#/faq');
  },
};

/** The app passes its router link through the render prop; here a plain button stands in for it. */
export const LearnMoreRenderProp: Story = {
  args: {
    learnMoreHref: undefined,
    open: true,
    learnMore: ({ label, close }) => (
      <Button size="sm" variant="outline" onClick={close}>
        {label}
      </Button>
    ),
  },
};

export const WithoutExample: Story = {
  args: { example: undefined, title: 'Pending', children: 'Credits of finished simulations not yet converted.' },
};
