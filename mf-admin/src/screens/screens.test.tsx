import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithShell } from '@ciao/shell/testing';
import VoucherLogScreen from './voucher-log-screen';

const exposed: [ComponentType, string, string][] = [
  [VoucherLogScreen, 'Voucher Logs', 'Voucher transaction log — coming in the admin issue.'],
];

it.each(exposed)('the exposed screen %#, a default export, says what is coming', (Screen, title, placeholder) => {
  renderWithShell(<Screen />);

  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(placeholder)).toBeInTheDocument();
});
