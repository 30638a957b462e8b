import type { Meta, StoryObj } from '@storybook/react';
import { aSessionUser, screenApi, wiredScreen } from '@ciao/shell/testing';
import { ReferralScreen } from './referral-screen';

/** The exposed screen under the shell's providers, its API answered by fixtures. */
const meta = {
  title: 'Referral/Referral screen',
  component: ReferralScreen,
  ...wiredScreen({ route: '/referral' }),
} satisfies Meta<typeof ReferralScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  parameters: screenApi(aSessionUser({ name: 'Ada Lovelace' })).answering({}),
};
