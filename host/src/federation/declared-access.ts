import { useEffect } from 'react';
import { ADMIN_ROLES } from '@ciao/contracts/web';
import { recheckDeclared } from './declared-screens';

/** How often an open declared screen asks whether it is still live. */
const DECLARED_RECHECK_MS = 3_000;

/** While mounted (an open declared screen), asks every few seconds whether the declarations changed. */
export function useDeclaredRecheck() {
  useEffect(() => {
    const timer = setInterval(() => void recheckDeclared(), DECLARED_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
}

/**
 * Whether a role may open a screen that needs `needed`: the admin roles in their order (owner,
 * support, viewer), each opening what the ones below it open; no role needed, any signed-in user.
 */
export function mayOpen(needed: string | undefined, role: string | undefined): boolean {
  if (needed === undefined) return true;
  const rank = (name: string | undefined) => ADMIN_ROLES.findIndex((admin) => admin === name);
  return rank(role) >= 0 && rank(needed) >= 0 && rank(role) <= rank(needed);
}
