import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import type { SignedInDevice } from '@ciao/contracts';
import { aSessionUser, renderWithShell } from '@ciao/shell/testing';
import { SignedInDevices } from './signed-in-devices';

const userId = aSessionUser().id;
const sessionsPath = `/api/user/${userId}/sessions`;
const device = (id: string, name: string, current = false): SignedInDevice => ({
  id,
  device: name,
  firstSeenAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-28T09:55:00.000Z',
  current,
});
const PHONE = device('4a1f0d8e-2b1c-4c3d-9e8f-0a1b2c3d4e5f', 'Chrome on Android', true);
const LAPTOP = device('5b2e1c9f-3c2d-4d4e-8f90-1b2c3d4e5f60', 'Firefox on Windows');
const TABLET = device('6c3f2dae-4d3e-4e5f-a0b1-2c3d4e5f6071', 'Safari on iPad');

let sessions: SignedInDevice[];
const api = useTestApi();
beforeEach(() => {
  sessions = [LAPTOP, PHONE, TABLET];
  api.route(`GET ${sessionsPath}`, () => ({ json: { sessions } }));
  api.route(`DELETE ${sessionsPath}/${LAPTOP.id}`, () => {
    sessions = sessions.filter((s) => s.id !== LAPTOP.id);
    return { json: { ok: true } };
  });
  api.route(`POST ${sessionsPath}/sign-out-others`, () => {
    const signedOutDevices = sessions.length - 1;
    sessions = [PHONE];
    return { json: { signedOutDevices } };
  });
});

const renderDevices = async () => {
  renderWithShell(<SignedInDevices userId={userId} />);
  const section = await screen.findByRole('region', { name: 'Signed-in devices' });
  await within(section).findAllByRole('listitem');
  return section;
};
const mutations = () => api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

it('when a device is signed out, then its DELETE goes and the list is read again without it', async () => {
  const section = await renderDevices();

  await userEvent.click(within(section).getByRole('button', { name: /^Sign out Firefox on Windows/ }));

  await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
  expect(mutations()).toEqual([`DELETE ${sessionsPath}/${LAPTOP.id}`]);
  expect(await screen.findByText('Firefox on Windows is signed out.')).toBeInTheDocument();
});

it('when "Sign out everywhere else" is confirmed, then one POST goes and only this device is left', async () => {
  const section = await renderDevices();

  await userEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));
  const confirmation = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
  expect(mutations()).toEqual([]); // nothing before the confirmation
  await userEvent.click(within(confirmation).getByRole('button', { name: 'Sign out everywhere else' }));

  expect(await within(section).findByText('Only this device is signed in to your account.')).toBeInTheDocument();
  expect(mutations()).toEqual([`POST ${sessionsPath}/sign-out-others`]);
  expect(await screen.findByText('2 other devices signed out.')).toBeInTheDocument();
});

it('when the confirmation is cancelled, then nothing is signed out', async () => {
  const section = await renderDevices();

  await userEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));
  const confirmation = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
  await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(mutations()).toEqual([]);
  expect(within(section).getAllByRole('listitem')).toHaveLength(3);
});

it('when the sign-out fails, then an error toast says so and the device stays listed', async () => {
  api.route(`DELETE ${sessionsPath}/${LAPTOP.id}`, { status: 503, json: { message: 'Service unavailable' } });
  const section = await renderDevices();

  await userEvent.click(within(section).getByRole('button', { name: /^Sign out Firefox on Windows/ }));

  expect(await screen.findByText('Unable to sign out that device. Please try again.')).toBeInTheDocument();
  expect(within(section).getAllByRole('listitem')).toHaveLength(3);
});
