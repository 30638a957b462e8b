import { act, fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '@ciao/ui';
import { EducationalNotice } from './educational-notice';
import { londonDate } from './london-day';
import { NOTICE_DATE_KEY, NOTICE_DISMISSED_KEY } from './notice-storage';
import { useEducationalNotice } from './use-educational-notice';

function Harness() {
  const { visible, dismiss } = useEducationalNotice();
  return visible ? <EducationalNotice onDismiss={dismiss} /> : <p>hidden</p>;
}

const renderNotice = () =>
  render(
    <UiProvider>
      <Harness />
    </UiProvider>,
  );

const shown = () => screen.queryByRole('note') !== null;
const dismiss = () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss educational notice' }));
/** The next 60 s re-check, with the clock moved on by a minute. */
const nextCheck = () => act(() => jest.advanceTimersByTime(60_000));

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('London calendar date', () => {
  it('is GMT in winter and BST in summer', () => {
    expect(londonDate(new Date('2026-01-15T23:59:59Z'))).toBe('2026-01-15');
    expect(londonDate(new Date('2026-01-16T00:00:00Z'))).toBe('2026-01-16');
    expect(londonDate(new Date('2026-07-01T22:59:59Z'))).toBe('2026-07-01');
    expect(londonDate(new Date('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
  });
});

describe('educational notice', () => {
  it('shows by default; dismissing hides it and stores the flag with the London date', () => {
    jest.setSystemTime(new Date('2026-07-01T23:30:00Z')); // 00:30 on 2 July in London
    renderNotice();
    expect(shown()).toBe(true);

    dismiss();

    expect(shown()).toBe(false);
    expect(window.localStorage.getItem(NOTICE_DISMISSED_KEY)).toBe('true');
    expect(window.localStorage.getItem(NOTICE_DATE_KEY)).toBe('2026-07-02');
  });

  it('stays hidden for the rest of the London day and comes back at the first check after midnight (winter)', () => {
    jest.setSystemTime(new Date('2026-01-15T23:57:30Z'));
    renderNotice();
    dismiss();

    nextCheck(); // 23:58:30
    nextCheck(); // 23:59:30
    expect(shown()).toBe(false);
    nextCheck(); // 00:00:30 on the 16th

    expect(shown()).toBe(true);
    expect(window.localStorage.getItem(NOTICE_DISMISSED_KEY)).toBeNull();
    expect(window.localStorage.getItem(NOTICE_DATE_KEY)).toBeNull();
  });

  it('follows London midnight in summer, an hour before UTC midnight', () => {
    jest.setSystemTime(new Date('2026-07-01T22:58:30Z')); // 23:58:30 BST
    renderNotice();
    dismiss();

    nextCheck(); // 23:59:30 BST
    expect(shown()).toBe(false);
    nextCheck(); // 00:00:30 BST on 2 July, still 1 July in UTC

    expect(shown()).toBe(true);
  });

  it('at start: hidden when dismissed earlier the same London day, shown (and reset) when dismissed on an earlier one', () => {
    jest.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    window.localStorage.setItem(NOTICE_DISMISSED_KEY, 'true');
    window.localStorage.setItem(NOTICE_DATE_KEY, '2026-11-21');
    const first = renderNotice();
    expect(shown()).toBe(false);
    first.unmount();

    window.localStorage.setItem(NOTICE_DATE_KEY, '2026-11-20');
    renderNotice();

    expect(shown()).toBe(true);
    expect(window.localStorage.getItem(NOTICE_DISMISSED_KEY)).toBeNull();
  });
});
