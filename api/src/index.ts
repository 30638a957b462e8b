/** What other workspaces (the e2e harness) use from the API. */
export { createApp } from './app';
export type { AppDeps } from './app';
export { loadConfig, ConfigError } from './config';
export type { Config } from './config';
export { systemClock } from './clock';
export type { Clock } from './clock';
export { startServer } from './server';
export type { RunningServer } from './server';
export { startEmbeddedPostgres } from './db/embedded-postgres';
export type { EmbeddedPostgres } from './db/embedded-postgres';
export { createUserAccounts } from './components/users/user-accounts';
export { createUserRepository } from './components/users/user-repository';
export { SESSION_COOKIE } from './components/auth/session-cookie';
