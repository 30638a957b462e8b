import type { Migration } from '../migrator';
import * as createUsersAndSessions from './0001-create-users-and-sessions';

type MigrationFile = { name: string; up: Migration; down: Migration };

/**
 * Every migration, in order. Listed by hand rather than globbed so the same list runs under tsx,
 * Jest and any bundler; a test checks that no file in this folder is missing here.
 */
export const migrations: MigrationFile[] = [{ name: '0001-create-users-and-sessions', ...createUsersAndSessions }];
