import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { TextField } from '../text-field/text-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  args: { defaultValue: 'login' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginRegister: Story = {
  render: (args) => (
    <Tabs {...args} style={{ maxWidth: 420 }}>
      <TabsList aria-label="Sign in or register">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <Stack gap={4}>
          <TextField label="Email" type="email" autoComplete="email" />
          <TextField label="Password" type="password" autoComplete="current-password" />
          <Button fullWidth>Login</Button>
        </Stack>
      </TabsContent>
      <TabsContent value="register">
        <Button fullWidth>Start Age Verification</Button>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Register' }));
    await expect(canvas.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Start Age Verification' })).toBeInTheDocument();
  },
};
