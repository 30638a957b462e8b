import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithShell } from '@ciao/shell/testing';
import DashboardScreen from './dashboard-screen';

const exposed: [ComponentType, string, string][] = [
  [DashboardScreen, 'Mining dashboard', 'Mining dashboard — coming in the dashboard issue.'],
];

it.each(exposed)('the exposed screen %#, a default export, says what is coming', (Screen, title, placeholder) => {
  renderWithShell(<Screen />);

  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(placeholder)).toBeInTheDocument();
});
