import { useCallback } from 'react';
import { useNavigate } from '../router';
import { useSignOutMutation } from '@ciao/api-client';
import { useToast } from '../toast/use-toast';

/** Logout: POST /api/auth/signout, a toast either way, then /auth (spec sections 2 and 8). */
export function useSignOut() {
  const mutation = useSignOutMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { mutate } = mutation;

  const signOut = useCallback(() => {
    mutate(undefined, {
      onSuccess: () => toast({ title: 'Logged out', description: 'You have been successfully disconnected' }),
      onError: () =>
        toast({ title: 'Logout error', description: 'An error occurred during logout', variant: 'destructive' }),
      onSettled: () => navigate('/auth'),
    });
  }, [mutate, toast, navigate]);

  return { signOut, isPending: mutation.isPending };
}
