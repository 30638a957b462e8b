import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@ciao/contracts/web';
import { ShellProviders } from '../providers/shell-providers';
import { createAppStore } from '../store/create-app-store';
import { createQueryClient } from '../query-client';
import { dismissToast, useToast } from './use-toast';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'First', description: 'one' })}>
        first
      </button>
      <button
        type="button"
        onClick={() => toast({ title: 'Second', description: 'two', variant: 'destructive' })}
      >
        second
      </button>
    </>
  );
}

function renderToasts() {
  const store = createAppStore();
  render(
    <ShellProviders store={store} queryClient={createQueryClient()}>
      <Trigger />
    </ShellProviders>,
  );
  return store;
}

afterEach(() => {
  jest.useRealTimers();
});

it('shows one toast at a time: a new toast replaces the current one', () => {
  const store = renderToasts();

  fireEvent.click(screen.getByRole('button', { name: 'first' }));
  expect(screen.getByText('First')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'second' }));
  expect(screen.getByText('Second')).toBeInTheDocument();
  expect(screen.queryByText('First')).not.toBeInTheDocument();
  expect(store.getState().toast.toasts).toHaveLength(1);
});

it(`closes a toast after ${TOAST_DURATION_MS} ms and removes it from the state after the removal delay`, () => {
  jest.useFakeTimers();
  const store = renderToasts();

  fireEvent.click(screen.getByRole('button', { name: 'first' }));
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
  expect(screen.getByText('First')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText('First')).not.toBeInTheDocument();
  expect(store.getState().toast.toasts).toEqual([expect.objectContaining({ title: 'First', open: false })]);

  act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
  expect(store.getState().toast.toasts).toEqual([]);
});

it('F8 moves focus to the toast viewport', () => {
  renderToasts();
  fireEvent.click(screen.getByRole('button', { name: 'first' }));

  fireEvent.keyDown(document, { key: 'F8', code: 'F8' });

  expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toContainElement(
    document.activeElement as HTMLElement,
  );
});

it('dismissing every toast closes them all', () => {
  const store = renderToasts();
  fireEvent.click(screen.getByRole('button', { name: 'first' }));

  act(() => {
    store.dispatch(dismissToast());
  });

  expect(store.getState().toast.toasts.every((t) => !t.open)).toBe(true);
});
