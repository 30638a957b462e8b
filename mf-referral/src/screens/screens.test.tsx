import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithShell } from '@ciao/shell/testing';
import ReferralScreen from './referral-screen';

const exposed: [ComponentType, string, string][] = [
  [ReferralScreen, 'Referral Link', 'Referral programme — coming in the referral issue.'],
];

it.each(exposed)('the exposed screen %#, a default export, says what is coming', (Screen, title, placeholder) => {
  renderWithShell(<Screen />);

  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(placeholder)).toBeInTheDocument();
});
