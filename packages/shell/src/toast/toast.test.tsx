import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@ciao/contracts/web';
import { ShellProviders } from '../providers/shell-providers';
import { createShellStore } from '../store/shell-store';
import { createQueryClient } from '../query-client';
import { setLocale } from '../i18n/locale';
import { dismissToast } from './dismiss-toast';
import { useToast } from './use-toast';
import { useStoreAtIdle } from '../store/use-store-at-idle';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'First', description: 'one' })}>
        first
      </button>
      <button type="button" onClick={() => toast({ title: 'Second', description: 'two', variant: 'destructive' })}>
        second
      </button>
    </>
  );
}

function renderToasts() {
  const shell = createShellStore();
  render(
    <ShellProviders store={shell} queryClient={createQueryClient()}>
      <Trigger />
    </ShellProviders>,
  );
  return shell.store;
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

describe('before the store is loaded (the first load of a page carries no Redux)', () => {
  it('a toast asked for shows once the store has loaded', async () => {
    render(
      <ShellProviders queryClient={createQueryClient()}>
        <Trigger />
      </ShellProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    fireEvent.click(screen.getByRole('button', { name: 'second' }));

    // In the order asked: the second replaces the first.
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('the toast list is there once the page is idle after a screen (useStoreAtIdle), before any toast', async () => {
    function Screen() {
      useStoreAtIdle();
      return <Trigger />;
    }
    render(
      <ShellProviders queryClient={createQueryClient()}>
        <Screen />
      </ShellProviders>,
    );
    expect(screen.queryByRole('region', { name: /Notifications \(F8\)/ })).not.toBeInTheDocument();

    expect(await screen.findByRole('region', { name: /Notifications \(F8\)/ }, { timeout: 3_000 })).toBeInTheDocument();
  });

  it('without a screen asking for it, nothing loads the store until a toast', async () => {
    render(
      <ShellProviders queryClient={createQueryClient()}>
        <Trigger />
      </ShellProviders>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(screen.queryByRole('region', { name: /Notifications \(F8\)/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
  });
});

it("names its close button and its region in the page's language", async () => {
  await act(() => setLocale('it'));
  renderToasts();

  fireEvent.click(screen.getByRole('button', { name: 'first' }));

  expect(await screen.findByRole('button', { name: 'Chiudi la notifica' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Notifiche (F8)' })).toBeInTheDocument();
  await act(() => setLocale('en'));
});
