import { act, screen, waitFor } from '@testing-library/react';
import { useTestApi } from '@ciao/api-client/testing';
import { useSession } from '../session/use-session';
import { aSessionUser, renderWithShell, sessionReplies } from '../testing';
import { currentLocale, pinLocale, setLocale } from './locale';
import { usePageLanguage } from './use-page-language';

const api = useTestApi();

function PageLanguage() {
  usePageLanguage();
  return <p>{useSession().status}</p>;
}

afterEach(async () => {
  await act(() => setLocale('en'));
});

// In this order: a pin lasts as long as the page (Storybook's language switch).
describe('the page language', () => {
  it("follows the language the session's account chose", async () => {
    api.route('GET /api/auth/session', sessionReplies.signedIn(aSessionUser({ language: 'it' })));
    renderWithShell(<PageLanguage />);
    await waitFor(() => expect(currentLocale()).toBe('it'));
  });

  it("keeps a pinned locale whatever the session's account chose", async () => {
    await act(() => pinLocale('es'));
    api.route('GET /api/auth/session', sessionReplies.signedIn(aSessionUser({ language: 'it' })));
    renderWithShell(<PageLanguage />);
    // The session is read (the effect that follows it has run in the same commit).
    expect(await screen.findByText('authenticated')).toBeInTheDocument();
    expect(currentLocale()).toBe('es');
  });
});
