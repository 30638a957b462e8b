import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useTestApi } from '@ciao/api-client/testing';
import type { Language, SessionUser } from '@ciao/contracts';
import { setLocale, usePageLanguage, useSession } from '@ciao/shell';
import { aSessionUser, LocationProbe, renderWithShell } from '@ciao/shell/testing';
import { EditProfileDialog } from './edit-profile-dialog';

let user: SessionUser | null;

const ada = () =>
  aSessionUser({ nickname: 'ada', name: 'Ada Lovelace', profileImageUrl: 'https://images.example.com/ada.png' });

const api = useTestApi();
beforeEach(() => {
  user = ada();
  api.route('GET /api/auth/session', () =>
    user ? { json: { user } } : { status: 401, json: { message: 'Not authenticated' } },
  );
  api.route('PATCH /api/user/profile', (request) => {
    const body = request.body as { nickname: string; profileImageUrl: string; language: Language | null };
    user = {
      ...user!,
      nickname: body.nickname || null,
      profileImageUrl: body.profileImageUrl || null,
      language: body.language,
    };
    return { json: { user } };
  });
  api.route('DELETE /api/user/profile', () => {
    user = null;
    return { json: { ok: true } };
  });
  api.route(`GET /api/user/${ada().id}/sessions`, { json: { sessions: [] } });
});

function SessionName() {
  const { user: current } = useSession();
  return <p data-testid="session-nickname">{current?.nickname ?? '(none)'}</p>;
}

/** Like the host's side menu: a button opens the dialog. */
function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open profile
      </button>
      <p data-testid="open">{String(open)}</p>
      <EditProfileDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** As the host does: the page speaks the session's language. */
function PageLanguage() {
  usePageLanguage();
  return null;
}

async function renderProfile() {
  renderWithShell(
    <>
      <Routes>
        <Route path="/auth" element={<h1>Sign in</h1>} />
        <Route path="*" element={<Harness />} />
      </Routes>
      <LocationProbe />
      <SessionName />
      <PageLanguage />
    </>,
    { route: '/' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Profile' });
  await waitFor(() => expect(within(dialog).getByLabelText('Nickname')).toHaveValue('ada'));
  return dialog;
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
const mutations = () => api.requests.filter((r) => r.method !== 'GET');

it('shows the fields filled from the session, a preview of the image, Save, Cancel and the Danger Zone', async () => {
  const dialog = await renderProfile();

  expect(field(dialog, 'Profile Image URL')).toHaveValue('https://images.example.com/ada.png');
  expect(within(dialog).getByRole('img', { name: 'Profile image preview of ada' })).toHaveAttribute(
    'src',
    'https://images.example.com/ada.png',
  );
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(within(dialog).getByRole('region', { name: 'Danger Zone' })).toBeInTheDocument();
});

it('the preview follows the URL as it is typed', async () => {
  const dialog = await renderProfile();

  await userEvent.clear(field(dialog, 'Profile Image URL'));
  expect(within(dialog).getByRole('img', { name: 'ada (no image)' })).toHaveTextContent('A');
  await userEvent.type(field(dialog, 'Profile Image URL'), 'https://images.example.com/new.webp');
  expect(within(dialog).getByRole('img', { name: 'Profile image preview of ada' })).toHaveAttribute(
    'src',
    'https://images.example.com/new.webp',
  );
});

it('when the image cannot be loaded, then it shows the error state until the URL text changes', async () => {
  const dialog = await renderProfile();

  fireEvent.error(within(dialog).getByRole('img', { name: 'Profile image preview of ada' }));

  expect(within(dialog).getByRole('alert')).toHaveTextContent('Image could not be loaded. Please check the URL.');
  expect(within(dialog).getByTestId('profile-image-preview')).toHaveAttribute('data-state', 'error');

  await userEvent.type(field(dialog, 'Profile Image URL'), '?v=2');

  expect(within(dialog).queryByText('Image could not be loaded. Please check the URL.')).not.toBeInTheDocument();
  expect(within(dialog).getByTestId('profile-image-preview')).toHaveAttribute('data-state', 'image');
});

it('when the URL is not an image URL, then it toasts and sends nothing', async () => {
  const dialog = await renderProfile();
  await userEvent.clear(field(dialog, 'Profile Image URL'));
  await userEvent.type(field(dialog, 'Profile Image URL'), '  https://example.com/me.pdf ');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Invalid Image URL')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid image URL (jpg, jpeg, png, gif, webp)')).toBeInTheDocument();
  expect(mutations()).toHaveLength(0);
  expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
});

it('when saved, then it sends the trimmed values, refreshes the session, toasts and closes', async () => {
  const dialog = await renderProfile();
  await userEvent.clear(field(dialog, 'Nickname'));
  await userEvent.type(field(dialog, 'Nickname'), '  Countess  ');
  await userEvent.clear(field(dialog, 'Profile Image URL'));
  await userEvent.type(field(dialog, 'Profile Image URL'), ' https://images.example.com/c.JPG?size=200 ');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
  expect(screen.getByText('Your changes have been saved successfully.')).toBeInTheDocument();
  expect(mutations()[0]?.body).toEqual({
    nickname: 'Countess',
    profileImageUrl: 'https://images.example.com/c.JPG?size=200',
    language: null,
  });
  expect(screen.getByTestId('session-nickname')).toHaveTextContent('Countess');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('an empty URL is allowed and clears the image', async () => {
  const dialog = await renderProfile();
  await userEvent.clear(field(dialog, 'Profile Image URL'));

  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
  expect(mutations()[0]?.body).toEqual({ nickname: 'ada', profileImageUrl: '', language: null });
});

it('when a language is chosen, then it is saved with the profile and the page speaks it', async () => {
  const dialog = await renderProfile();
  expect(field(dialog, 'Language')).toHaveValue('');
  await userEvent.selectOptions(field(dialog, 'Language'), 'Español');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
  expect(mutations()[0]?.body).toEqual({
    nickname: 'ada',
    profileImageUrl: 'https://images.example.com/ada.png',
    language: 'es',
  });
  await waitFor(() => expect(document.documentElement.lang).toBe('es-ES'));
  await act(() => setLocale('en'));
});

it('when saving fails, then it shows the destructive error toast and stays open', async () => {
  api.route('PATCH /api/user/profile', { status: 500, json: { message: 'Internal error' } });
  const dialog = await renderProfile();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Unable to update profile. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
});

it("shows 'Saving...' while the save is under way", async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  api.route('PATCH /api/user/profile', async () => {
    await held;
    return { json: { user } };
  });
  const dialog = await renderProfile();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
  release();
  expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
});

it('Cancel closes without saving, and the next opening shows the session values again', async () => {
  const dialog = await renderProfile();
  await userEvent.type(field(dialog, 'Nickname'), ' changed');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open profile' }));

  expect(field(screen.getByRole('dialog', { name: 'Profile' }), 'Nickname')).toHaveValue('ada');
  expect(mutations()).toHaveLength(0);
});

it('Escape closes the dialog', async () => {
  await renderProfile();

  await userEvent.keyboard('{Escape}');

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('open')).toHaveTextContent('false');
});

describe('Delete Account', () => {
  async function openConfirmation() {
    const dialog = await renderProfile();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    return screen.findByRole('alertdialog', { name: 'Delete Account?' });
  }

  it('asks for confirmation and warns that pending rewards and store credits are lost for good', async () => {
    const confirmation = await openConfirmation();

    expect(confirmation).toHaveTextContent('This action is irreversible.');
    expect(confirmation).toHaveAccessibleDescription('Are you sure you want to delete your account?');
    expect(confirmation).toHaveTextContent('You will lose all rights to your pending rewards and store credits');
    expect(mutations()).toHaveLength(0);

    // Cancel or Escape closes only the confirmation, and focus returns to its button.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus());
  });

  it('when confirmed, then it deletes the account, clears the session, toasts and goes to /auth', async () => {
    const confirmation = await openConfirmation();

    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    expect(screen.getByText('Your account has been permanently deleted.')).toBeInTheDocument();
    expect(mutations().map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/user/profile']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth'));
    expect(screen.getByTestId('session-nickname')).toHaveTextContent('(none)');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows 'Deleting...' while the deletion is under way", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.route('DELETE /api/user/profile', async () => {
      await held;
      return { json: { ok: true } };
    });
    const confirmation = await openConfirmation();

    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete Account' }));

    expect(await within(confirmation).findByRole('button', { name: 'Deleting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth'));
  });

  it('when deletion fails, then it toasts the error and the user stays', async () => {
    api.route('DELETE /api/user/profile', { status: 500, json: { message: 'Internal error' } });
    const confirmation = await openConfirmation();

    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByText('Unable to delete account. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByTestId('session-nickname')).toHaveTextContent('ada');
  });
});

it("opened at its signed-in devices (the new-sign-in alert's link), focus is on their heading", async () => {
  function AtDevices() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open profile at devices
        </button>
        <EditProfileDialog open={open} onOpenChange={setOpen} section="devices" />
      </>
    );
  }
  renderWithShell(
    <>
      <AtDevices />
      <SessionName />
    </>,
  );
  await waitFor(() => expect(screen.getByTestId('session-nickname')).toHaveTextContent('ada'));

  await userEvent.click(screen.getByRole('button', { name: 'Open profile at devices' }));

  const dialog = await screen.findByRole('dialog', { name: 'Profile' });
  await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Signed-in devices' })).toHaveFocus());
});
