// The contract version a container provides its @ciao/* singletons at: the release gate refuses a
// remote of another major by it (docs/front-end.md, "Versions and skew"), so it must be the version
// the remote was built against, not this repository's constant.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, expect, it, afterAll } = require('@jest/globals');
const { REMOTE_CONTRACT_VERSION } = require('./federation.cjs');
const { federationPlugin } = require('./federation-plugin.cjs');

const root = path.resolve(__dirname, '..', '..', '..');

/** The `shared` of the plugin a remote in `dir` is built with. */
const sharedOf = (dir) =>
  federationPlugin({ dir, containerName: 'mf_referral', isHost: false, isDev: false, exposes: {} })._options.shared;

describe('the contract version a remote provides', () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'ciao-contract-2-'));
  afterAll(() => fs.rmSync(outside, { recursive: true, force: true }));

  it("in this repository's workspaces, is REMOTE_CONTRACT_VERSION", () => {
    const shared = sharedOf(path.join(root, 'mf-referral'));
    expect(shared['@ciao/shell']).toMatchObject({ version: REMOTE_CONTRACT_VERSION });
  });

  it('outside, is the version of the @ciao/shell package installed: a build against 2.0.0 says 2.0.0', () => {
    const modules = path.join(outside, 'node_modules');
    fs.mkdirSync(modules);
    for (const entry of fs.readdirSync(path.join(root, 'node_modules')))
      if (entry !== '@ciao' && !entry.startsWith('.'))
        fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry), 'dir');
    const shell = path.join(modules, '@ciao', 'shell');
    fs.mkdirSync(path.join(shell, 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(shell, 'package.json'),
      JSON.stringify({ name: '@ciao/shell', version: '2.0.0', exports: { '.': { default: './dist/index.js' } } }),
    );
    fs.writeFileSync(path.join(shell, 'dist', 'index.js'), 'export {};\n');

    const shared = sharedOf(outside);
    for (const request of ['@ciao/shell', '@ciao/shell/router', '@ciao/ui', '@ciao/api-client', '@ciao/contracts/web'])
      expect(shared[request]).toMatchObject({ version: '2.0.0', requiredVersion: '^2.0.0' });
  });
});
