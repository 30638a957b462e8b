import { screen } from '@testing-library/react';
import type { ComponentPropsWithRef } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../../testing/render';
import { Button } from '../button';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = jest.fn();
    renderWithUi(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    renderWithUi(<Button>Save</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('keeps an explicit submit type', () => {
    renderWithUi(<Button type="submit">Login</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
  });

  it('when loading, sets aria-busy, shows a spinner, disables it (still focusable) and ignores clicks', async () => {
    const onClick = jest.fn();
    const { container } = renderWithUi(
      <Button loading onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(container.querySelector('[aria-hidden="true"] > span')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when disabled, ignores clicks and has no aria-busy', async () => {
    const onClick = jest.fn();
    renderWithUi(
      <Button disabled onClick={onClick}>
        Maximum Limit Reached
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Maximum Limit Reached' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link with `as="a"`, and a disabled link swallows the click', async () => {
    const onClick = jest.fn();
    renderWithUi(
      <Button as="a" href="/store-credit" disabled onClick={onClick}>
        Go to Store Credits
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Go to Store Credits' });
    expect(link).toHaveAttribute('href', '/store-credit');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('type');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a router-style link component passed as `as`, with its own props typed', () => {
    // Stands in for react-router's Link: a component with a required `to` prop.
    function FakeLink({ to, ...rest }: { to: string } & ComponentPropsWithRef<'a'>) {
      return <a href={`#${to}`} {...rest} />;
    }
    renderWithUi(
      <Button as={FakeLink} to="/faq" variant="outline">
        Learn more
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '#/faq');
  });

  it('keeps focus when it turns loading, and a loading submit button does not submit its form', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = renderWithUi(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save Settings</Button>
      </form>,
    );
    screen.getByRole('button').focus();
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Saving...
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button'));
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with focusableWhenDisabled, is disabled through aria-disabled, keeps focus and ignores clicks', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithUi(
      <Button focusableWhenDisabled onClick={onClick}>
        Start Credit Mining
      </Button>,
    );
    screen.getByRole('button').focus();
    rerender(
      <Button focusableWhenDisabled disabled onClick={onClick}>
        Credit Simulation Active
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Credit Simulation Active' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
