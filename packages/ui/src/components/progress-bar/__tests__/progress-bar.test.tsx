import { screen } from '@testing-library/react';
import { renderWithUi } from '../../../testing/render';
import { ProgressBar } from '../progress-bar';

/** The fill's transform, as the page has it. */
const fill = () => (screen.getByRole('progressbar').firstElementChild as HTMLElement).style.transform;

describe('ProgressBar', () => {
  it('names the value exactly, and clamps it to 0-100', () => {
    const { rerender } = renderWithUi(<ProgressBar value={42.123} label="Simulation progress" />);
    expect(screen.getByRole('progressbar', { name: 'Simulation progress' })).toHaveAttribute('aria-valuenow', '42.123');
    rerender(<ProgressBar value={140} label="Simulation progress" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(fill()).toBe('translateX(-0%)');
  });

  it('draws the fill in steps of 0.1 %: a smaller move leaves the page as it was', () => {
    const { rerender } = renderWithUi(<ProgressBar value={42.12} label="Simulation progress" />);
    const drawn = fill();
    expect(drawn).toBe('translateX(-57.9%)');

    rerender(<ProgressBar value={42.14} label="Simulation progress" />);
    expect(fill()).toBe(drawn);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42.14');

    rerender(<ProgressBar value={42.16} label="Simulation progress" />);
    expect(fill()).toBe('translateX(-57.8%)');
  });
});
