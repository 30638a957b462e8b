/** What a rollback reads of a remote's registry (its history newest first, as the API answers it). */
type RollbackFacts = {
  activeVersion: string;
  canaryVersion: string | null;
  history: readonly { action: string; version: string; previousVersion: string | null }[];
};

/**
 * What "Roll back" makes live (docs/deploying.md, "Releasing a remote"): with a canary running, the
 * live release stays and the canary stops; otherwise the release that was live before the live one
 * was activated or promoted. Null when there is nothing to go back to: the API refuses (409), and the
 * Releases screen does not offer the button.
 */
export function rollbackTargetOf({ activeVersion, canaryVersion, history }: RollbackFacts): string | null {
  if (canaryVersion) return activeVersion;
  const madeLive = history.find(
    ({ action, version }) => (action === 'activated' || action === 'promoted') && version === activeVersion,
  );
  const previous = madeLive?.previousVersion;
  return previous && previous !== activeVersion ? previous : null;
}
