import { fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../../../testing/render';
import { Avatar, avatarInitial } from '../avatar';

describe('Avatar', () => {
  it('shows the image with the name as alt text', () => {
    renderWithUi(<Avatar name="Maria" src="https://example.com/maria.png" />);
    expect(screen.getByRole('img', { name: 'Maria' })).toHaveAttribute('src', 'https://example.com/maria.png');
  });

  it('without an image, shows the upper-cased initial of the name', () => {
    renderWithUi(<Avatar name="nick" />);
    const fallback = screen.getByRole('img', { name: 'nick' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent(/^N$/);
  });

  it('when the image fails to load, falls back to the initial', () => {
    renderWithUi(<Avatar name="user@example.com" src="https://example.com/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'user@example.com' }));
    expect(screen.getByRole('img', { name: 'user@example.com' })).toHaveTextContent(/^U$/);
  });

  it('tries again when a new URL replaces a broken one', () => {
    const { rerender } = renderWithUi(<Avatar name="Maria" src="https://example.com/broken.png" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Avatar name="Maria" src="https://example.com/fixed.png" />);
    expect(screen.getByRole('img', { name: 'Maria' })).toHaveAttribute('src', 'https://example.com/fixed.png');
  });

  it('computes the initial from the trimmed name, emoji-safe, with ? for empty', () => {
    expect(avatarInitial('  bob ')).toBe('B');
    expect(avatarInitial('élodie')).toBe('É');
    expect(avatarInitial('😀 smile')).toBe('😀');
    expect(avatarInitial('   ')).toBe('?');
  });
});
