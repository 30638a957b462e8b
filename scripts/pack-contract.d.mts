/** Builds and packs every contract package into `out`; returns the tarballs' paths. */
export function packContract(out?: string, version?: string): string[];
/** Installs the packed contract into `project` (outside the repository) without the network. */
export function installContract(project: string, tarballs: string[]): void;
