/** Builds the host and every remote; with ifStale, only those whose sources changed since their last build. */
export function build(options?: { ifStale?: boolean }): Promise<boolean>;
