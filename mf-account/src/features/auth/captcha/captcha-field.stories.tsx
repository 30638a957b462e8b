import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { onPhone } from '@ciao/shell/testing';
import { CaptchaField } from './captcha-field';
import type { RandomSource } from './captcha';
import { useCaptcha } from './use-captcha';

/** Always the same draws, so the question is the same on every visit: 7 × 4. */
const sevenTimesFour: RandomSource = (() => {
  const draws = [0.999, 0.6, 0.3];
  let next = 0;
  return () => draws[next++ % draws.length] ?? 0;
})();

function CaptchaExample({ error }: { error?: string }) {
  const captcha = useCaptcha(sevenTimesFour);
  return <CaptchaField captcha={captcha.bind('login')} error={error} />;
}

/** The arithmetic question of the login and registration forms, its 'new question' button and the answer field. */
const meta = {
  title: 'Account/Captcha field',
  component: CaptchaExample,
  globals: onPhone,
} satisfies Meta<typeof CaptchaExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question reads '7 × 4 = ?' on screen and 'What is 7 times 4?' to a screen reader. */
export const Question: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('What is 7 times 4?')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Captcha answer'), '28');
    await expect(canvas.getByLabelText('Captcha answer')).toHaveValue('28');
  },
};

/** Sent without an answer. */
export const Missing: Story = {
  args: { error: 'Enter the captcha code' },
};
