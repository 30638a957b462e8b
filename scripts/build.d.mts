/** Builds the host, every remote and the API; with ifStale, only those whose sources changed since their last build; with only, just those workspaces. */
export function build(options?: { ifStale?: boolean; only?: string[] }): Promise<boolean>;
