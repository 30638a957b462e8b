import { useEffect } from 'react';
import { whenIdle } from '../idle';
import { useAppStoreGate } from './app-store-gate-context';

/**
 * Loads the store once the browser is idle, so that the first toast shows at once. The host calls
 * it when a screen is on the page: after the first screen, never before it (the sign-in screen's
 * first load goes without Redux, docs/performance.md).
 */
export function useStoreAtIdle(): void {
  const gate = useAppStoreGate();
  useEffect(() => (gate.current ? undefined : whenIdle(() => void gate.load().catch(() => undefined))), [gate]);
}
