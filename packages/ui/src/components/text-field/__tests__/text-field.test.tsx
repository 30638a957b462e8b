import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../../testing/render';
import { TextField } from '../text-field';

describe('TextField', () => {
  it('labels the input', async () => {
    renderWithUi(<TextField label="Nickname" />);
    const input = screen.getByLabelText('Nickname');
    await userEvent.type(input, 'miner');
    expect(input).toHaveValue('miner');
  });

  it('without an error, is not invalid and has no description', () => {
    renderWithUi(<TextField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('with an error, sets aria-invalid and describes the input with the message', () => {
    renderWithUi(<TextField label="Email" error="Invalid email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByText('Invalid email')).toHaveAttribute('id', input.getAttribute('aria-describedby'));
  });

  it('with a hint and an error, describes the input with both, error first', () => {
    renderWithUi(<TextField label="Referral code" hint="6 to 20 letters and numbers." error="Too short" />);
    expect(screen.getByLabelText('Referral code')).toHaveAccessibleDescription(
      'Too short 6 to 20 letters and numbers.',
    );
  });

  it('keeps a caller id and a caller aria-describedby', () => {
    renderWithUi(
      <>
        <p id="extra">Shown on your profile.</p>
        <TextField id="nickname" label="Nickname" hint="Optional" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByLabelText('Nickname');
    expect(input).toHaveAttribute('id', 'nickname');
    expect(input).toHaveAccessibleDescription('Optional Shown on your profile.');
  });

  it('marks required fields for assistive technology', () => {
    renderWithUi(<TextField label="Name" required />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  });
});
