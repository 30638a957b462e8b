import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ContractProgress } from '@ciao/contracts';
import { UiProvider } from '@ciao/ui';
import { aContract } from '../../testing/fixtures';
import { ActiveContractCard } from './active-contract-card';
import { formatCountdown, nextRemaining, remainingSimulations, totalSimulations } from './countdown';

describe('countdown arithmetic', () => {
  it('goes down a second per tick and never below zero', () => {
    expect(nextRemaining(2_500)).toBe(1_500);
    expect(nextRemaining(500)).toBe(0);
    expect(nextRemaining(0)).toBe(0);
    expect(nextRemaining(0, 5_000)).toBe(0);
  });

  it('reads HH:MM:SS, rounding part seconds up', () => {
    expect(formatCountdown(86_400_000)).toBe('24:00:00');
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(61_001)).toBe('00:01:02');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });

  it('counts simulations down from the total as progress grows', () => {
    expect(totalSimulations(1)).toBe(3_600);
    expect(remainingSimulations(1, 0)).toBe(3_600);
    expect(remainingSimulations(1, 50)).toBe(1_800);
    expect(remainingSimulations(1, 100)).toBe(0);
    expect(remainingSimulations(1, 140)).toBe(0);
  });
});

describe('the active card countdown', () => {
  const contract = aContract({ duration: 1 });
  const reading = (timeRemaining: number): ContractProgress => ({
    progress: 99.9,
    currentReward: '123400',
    timeRemaining,
  });
  const renderCard = (progress: ContractProgress, readAt: number) => (
    <UiProvider>
      <MemoryRouter>
        <ActiveContractCard contract={contract} progress={progress} progressReadAt={readAt} />
      </MemoryRouter>
    </UiProvider>
  );
  const timer = () => screen.getByRole('timer');
  const tick = (seconds = 1) => act(() => jest.advanceTimersByTime(seconds * 1_000));

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts from the server reading, ticks each second and stops at zero', () => {
    render(renderCard(reading(2_500), 1));
    expect(timer()).toHaveTextContent('00:00:03');

    tick();
    expect(timer()).toHaveTextContent('00:00:02');
    tick();
    expect(timer()).toHaveTextContent('00:00:01');
    tick();
    expect(timer()).toHaveTextContent('00:00:00');
    tick(5);
    expect(timer()).toHaveTextContent('00:00:00');
  });

  it('is reset by every new server reading', () => {
    const view = render(renderCard(reading(10_000), 1));
    tick(3);
    expect(timer()).toHaveTextContent('00:00:07');

    view.rerender(renderCard(reading(60_000), 2));

    expect(timer()).toHaveTextContent('00:01:00');
    tick();
    expect(timer()).toHaveTextContent('00:00:59');
  });

  it('ticks a second after the latest reading, so readings each second change it once a second', () => {
    const view = render(renderCard(reading(10_000), 1));
    act(() => jest.advanceTimersByTime(600));
    view.rerender(renderCard(reading(9_400), 2));
    expect(timer()).toHaveTextContent('00:00:10');

    act(() => jest.advanceTimersByTime(500)); // a tick counted from the first reading would be due now
    expect(timer()).toHaveTextContent('00:00:10');
    act(() => jest.advanceTimersByTime(500));
    expect(timer()).toHaveTextContent('00:00:09');
  });
});
