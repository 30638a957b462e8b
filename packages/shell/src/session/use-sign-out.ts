import { useCallback } from 'react';
import { useNavigate } from '../router';
import { useSignOutMutation } from '@ciao/api-client';
import { useToast } from '../toast/use-toast';

/**
 * Logout: POST /api/auth/signout, a toast either way (spec sections 2 and 8); /auth only when it
 * worked. A failed sign-out leaves the session alive, so the user stays where they are: going to
 * /auth would only bounce them back to the page they were on (issue #16).
 */
export function useSignOut() {
  const mutation = useSignOutMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { mutate } = mutation;

  /** `onFailed`: what the caller does besides the toast, e.g. close the menu so the page and the toast are in reach. */
  const signOut = useCallback(
    ({ onFailed }: { onFailed?: () => void } = {}) => {
      mutate(undefined, {
        onSuccess: () => {
          toast({ title: 'Logged out', description: 'You have been successfully disconnected' });
          navigate('/auth');
        },
        onError: () => {
          toast({ title: 'Logout error', description: 'An error occurred during logout', variant: 'destructive' });
          onFailed?.();
        },
      });
    },
    [mutate, toast, navigate],
  );

  return { signOut, isPending: mutation.isPending };
}
