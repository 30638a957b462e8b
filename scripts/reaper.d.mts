/** Starts a watcher that stops every process this one started once this one is gone, however it ends; call it before any spawn. */
export function startReaper(): void;
/** Every live process: pid -> its parent and its start time (a zombie is gone). */
export function processTable(): Map<number, { ppid: number; start: string }>;
/** The pids below `pids` in `table`, `pids` not included. */
export function descendants(table: Map<number, { ppid: number; start: string }>, pids: Iterable<number>): Set<number>;
/** A temporary folder for the watcher to delete once the tool is gone (nothing without a watcher). */
export function removeOnExit(dir: string): void;
