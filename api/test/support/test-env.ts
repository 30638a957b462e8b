/** Set by global-setup for the test workers. */
export const TEST_ENV = { adminUrl: 'CIAO_TEST_PG_ADMIN_URL' } as const;

/** Migrated once per run; each test file's database is a copy of it. */
export const TEMPLATE_DATABASE = 'ciao_template';
