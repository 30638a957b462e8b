// What global setup publishes to the tests (through the environment workers inherit).
export const e2e = {
  get baseURL(): string {
    return required('E2E_BASE_URL');
  },
  /** The runtime remote document the API serves; tests may edit it and must restore it. */
  get remotesFile(): string {
    return required('E2E_REMOTES_FILE');
  },
};

export const testUser = { email: 'e2e.user@example.com', password: 'e2e-secret-1', name: 'Erin Example' };

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts (global setup)`);
  return value;
}
