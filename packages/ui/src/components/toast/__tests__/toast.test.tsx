import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderWithUi } from '../../../testing/render';
import { TOAST_DURATION_MS } from '@ciao/contracts/web';
import { Toast, ToastProvider, ToastViewport } from '../toast';

function WithProvider({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      {children}
      <ToastViewport />
    </ToastProvider>
  );
}

describe('Toast', () => {
  it('renders its title and description in the viewport region', () => {
    renderWithUi(
      <WithProvider>
        <Toast open title="Profile Updated" description="Your changes have been saved successfully." />
      </WithProvider>,
    );
    expect(screen.getByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your changes have been saved successfully.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(
      screen.getByText('Profile Updated'),
    );
  });

  it('renders a destructive toast', () => {
    renderWithUi(
      <WithProvider>
        <Toast open variant="destructive" title="Error" description="Unable to update profile. Please try again." />
      </WithProvider>,
    );
    expect(screen.getByText('Unable to update profile. Please try again.')).toBeInTheDocument();
  });

  it('asks the owner to close it from the close button', async () => {
    const onOpenChange = jest.fn();
    renderWithUi(
      <WithProvider>
        <Toast open title="Code updated!" onOpenChange={onOpenChange} />
      </WithProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks the owner to close it after 5000 ms', () => {
    jest.useFakeTimers();
    try {
      const onOpenChange = jest.fn();
      renderWithUi(
        <WithProvider>
          <Toast open title="Settings Saved" onOpenChange={onOpenChange} />
        </WithProvider>,
      );
      act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
      expect(onOpenChange).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(200));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('moves focus to the toasts with F8', async () => {
    renderWithUi(
      <WithProvider>
        <Toast open title="Logged out" />
      </WithProvider>,
    );
    // user-event has no F8 key code; Radix matches on `event.code`.
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toContainElement(screen.getByText('Logged out'));
  });
});
