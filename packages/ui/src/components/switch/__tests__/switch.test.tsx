import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../../testing/render';
import { Switch } from '../switch';

describe('Switch', () => {
  it('is a labelled switch that toggles on click', async () => {
    const onCheckedChange = jest.fn();
    renderWithUi(<Switch label="Promotions" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Promotions' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles from its label and from the keyboard', async () => {
    renderWithUi(<Switch label="Weekly newsletter" defaultChecked />);
    const toggle = screen.getByRole('switch', { name: 'Weekly newsletter' });
    await userEvent.click(screen.getByText('Weekly newsletter'));
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
  });

  it('when disabled, does not change', async () => {
    const onCheckedChange = jest.fn();
    renderWithUi(<Switch label="Balance updates" disabled checked={false} onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Balance updates' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('when busy, keeps focus and ignores changes', async () => {
    const onCheckedChange = jest.fn();
    renderWithUi(<Switch label="Push Notifications" busy checked onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Push Notifications' });
    expect(toggle).not.toBeDisabled();
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveFocus();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('is described by its description', () => {
    renderWithUi(<Switch label="Push notifications" description="Master switch" />);
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('Master switch');
  });
});
