/** The packed contract's tarballs, packed again only when an input changed (`.data/contract-cache/`). */
export function cachedContract(version?: string): string[];
/** Installs the packed contract into `project` (outside the repository) without the network. */
export function installContract(project: string, tarballs: string[]): void;
