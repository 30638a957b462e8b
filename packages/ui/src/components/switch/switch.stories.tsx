import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, CardContent } from '../card/card';
import { Stack } from '../stack/stack';
import { Switch } from './switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Contract completed', description: 'When a simulation finishes.', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Contract completed' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true, checked: false } };

/** A change under way (the push switch while this device unsubscribes): faded, still focusable, changes ignored. */
export const Busy: Story = {
  args: { label: 'Push Notifications', busy: true, checked: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Push Notifications' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveFocus();
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const topics = [
  ['contractCompleted', 'Contract completed'],
  ['rewardsAvailable', 'Rewards available'],
  ['balanceUpdates', 'Balance updates'],
  ['promotions', 'Promotions'],
  ['securityAlerts', 'Security alerts'],
  ['weeklyNewsletter', 'Weekly newsletter'],
] as const;

function NotificationSettings() {
  const [push, setPush] = useState(true);
  const [enabled, setEnabled] = useState<Record<string, boolean>>({});
  return (
    <Card style={{ maxWidth: 480 }}>
      <CardContent>
        <Stack gap={2}>
          <Switch label="Push notifications" description="Master switch" checked={push} onCheckedChange={setPush} />
          {topics.map(([key, label]) => (
            <Switch
              key={key}
              label={label}
              disabled={!push}
              checked={push && (enabled[key] ?? true)}
              onCheckedChange={(on) => setEnabled((prev) => ({ ...prev, [key]: on }))}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** With push off, every topic switch is disabled and shown off (spec, notifications screen). */
export const NotificationsScreen: Story = {
  render: () => <NotificationSettings />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Push notifications' }));
    await expect(canvas.getByRole('switch', { name: 'Promotions' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Promotions' })).not.toBeChecked();
  },
};
