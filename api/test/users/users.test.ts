import { execFile } from 'node:child_process';
import path from 'node:path';
import { runUsersCommand } from '../../src/cli/users-command';
import type { SessionResponse } from '@ciao/contracts';
import { jsonOf, postJson, queryRows, signIn, startTestServer, useTestServer } from '../support/test-server';
import { eventually } from '../support/waiting';
import { databaseName } from '../../src/cli/database-name';

const server = useTestServer();

const roleOf = async (cookie: string) =>
  (await jsonOf<SessionResponse>(await fetch(`${server.url}/api/auth/session`, { headers: { cookie } }))).user.role;

describe('user accounts', () => {
  it('when an account is created, then its password is stored as an argon2id hash', async () => {
    const user = await server.accounts.createUser({ email: 'cara@example.com', password: 'secret1', name: 'Cara' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.role).toBe('user');
  });

  it('when the e-mail exists in another case, then creation is refused with 409', async () => {
    await expect(
      server.accounts.createUser({ email: 'CARA@example.com', password: 'secret1', name: 'Cara' }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('when the input breaks the registration rules, then 400 with the field messages', async () => {
    await expect(
      server.accounts.createUser({ email: 'not-an-email', password: '123', name: 'D' }),
    ).rejects.toMatchObject({
      status: 400,
      fields: {
        email: 'Invalid email',
        password: 'Password must be at least 6 characters',
        name: 'Name must be at least 2 characters',
      },
    });
  });
});

describe('admin roles', () => {
  it('when a role is granted then revoked, then the session shows each role', async () => {
    await server.accounts.createUser({ email: 'dan@example.com', password: 'secret1', name: 'Dan' });
    const cookie = await signIn(server, { email: 'dan@example.com', password: 'secret1' });
    expect(await roleOf(cookie)).toBe('user');
    // A role changes from the users CLI, another process: cached sessions hear of it from
    // PostgreSQL (NOTIFY), a moment later.
    await server.accounts.grantRole('DAN@example.com', 'support');
    await eventually(async () => expect(await roleOf(cookie)).toBe('support'));
    await server.accounts.revokeRole('dan@example.com');
    await eventually(async () => expect(await roleOf(cookie)).toBe('user'));
  });

  it('when the e-mail has no account, then granting fails with 404', async () => {
    await expect(server.accounts.grantRole('ghost@example.com', 'viewer')).rejects.toMatchObject({ status: 404 });
  });

  it('when an account registers with the e-mail an operator meant for the admin, then it is a user, and a revoked admin stays revoked across restarts', async () => {
    // ADMIN_EMAIL used to grant the role at every start to whoever had registered that address first.
    await server.accounts.createUser({ email: 'eve@example.com', password: 'secret1', name: 'Eve' });
    // Another owner, so that eve may step down (the last active owner may not).
    await server.accounts.createUser({
      email: 'keeper@example.com',
      password: 'secret1',
      name: 'Keeper',
      role: 'owner',
    });
    await server.accounts.grantRole('eve@example.com', 'owner');
    await server.accounts.revokeRole('eve@example.com');
    await expect(startTestServer({ databaseOf: server, env: { ADMIN_EMAIL: 'eve@example.com' } })).rejects.toThrow(
      /ADMIN_EMAIL/,
    );
    const restarted = await startTestServer({ databaseOf: server });
    try {
      const cookie = await signIn(restarted, { email: 'eve@example.com', password: 'secret1' });
      expect(await roleOf(cookie)).toBe('user');
    } finally {
      await restarted.close();
    }
  });
});

describe('users command', () => {
  const typed = (password: string) => () => Promise.resolve(password);

  it('when the command line is create --admin / --role, grant-role, revoke-role, then the matching use case runs', async () => {
    expect(
      await runUsersCommand(
        ['create', '--email', 'finn@example.com', '--name', 'Finn', '--admin'],
        server.accounts,
        typed('secret1'),
      ),
    ).toMatch(/^Created owner finn@example.com/);
    expect(
      await runUsersCommand(
        ['create', '--email', 'vera@example.com', '--name', 'Vera', '--role', 'viewer'],
        server.accounts,
        typed('secret1'),
      ),
    ).toMatch(/^Created viewer vera@example.com/);
    expect(
      await runUsersCommand(['revoke-role', '--email', 'finn@example.com'], server.accounts, typed('secret1')),
    ).toBe('finn@example.com is now user (no admin role)');
    expect(
      await runUsersCommand(
        ['grant-role', '--email', 'finn@example.com', '--role', 'support'],
        server.accounts,
        typed('secret1'),
      ),
    ).toBe('finn@example.com is now support');
    expect(
      await runUsersCommand(
        ['grant-role', '--email', 'FINN@example.com', '--role', 'owner'],
        server.accounts,
        typed('secret1'),
      ),
    ).toBe('finn@example.com is now owner');
  });

  it('when the command line suspends then reinstates an owner, then sign-in is refused then allowed, each audited with the command line as actor; the last active owner can be neither suspended nor demoted', async () => {
    const fresh = await startTestServer();
    try {
      const run = (argv: string[]) => runUsersCommand(argv, fresh.accounts, typed('secret1'));
      const owner = { email: 'olga@example.com', password: 'secret1' };
      await run(['create', '--email', owner.email, '--name', 'Olga', '--admin']);
      await expect(run(['suspend', '--email', owner.email, '--reason', 'Lost laptop'])).rejects.toMatchObject({
        status: 409,
      });
      await run(['create', '--email', 'otto@example.com', '--name', 'Otto', '--admin']);
      expect(await run(['suspend', '--email', owner.email, '--reason', 'Lost laptop'])).toBe(
        'olga@example.com is now suspended',
      );
      expect(
        (await postJson(`${fresh.url}/api/auth/signin`, { username: owner.email, password: owner.password })).status,
      ).toBe(403);
      await expect(run(['suspend', '--email', 'otto@example.com', '--reason', 'Mistake'])).rejects.toMatchObject({
        status: 409,
      });
      await expect(run(['reinstate', '--email', owner.email])).rejects.toThrow(/--reason is required/);
      expect(await run(['reinstate', '--email', owner.email, '--reason', 'Laptop found'])).toBe(
        'olga@example.com is active again',
      );
      expect(await signIn(fresh, owner)).toMatch(/ciao_session=/);
      // Nor demoted: the command line keeps an owner as the admin screen does.
      expect(await run(['revoke-role', '--email', 'otto@example.com'])).toBe(
        'otto@example.com is now user (no admin role)',
      );
      await expect(run(['revoke-role', '--email', owner.email])).rejects.toMatchObject({ status: 409 });
      await expect(run(['grant-role', '--email', owner.email, '--role', 'support'])).rejects.toMatchObject({
        status: 409,
      });
      expect(
        await queryRows(
          fresh,
          `SELECT action, actor_user_id AS actor, reason FROM audit_log WHERE action LIKE 'account.%' ORDER BY id`,
        ),
      ).toEqual([
        { action: 'account.suspended', actor: null, reason: 'Lost laptop' },
        { action: 'account.reinstated', actor: null, reason: 'Laptop found' },
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('when the older grant-admin / revoke-admin are used, then they mean grant-role --role owner / revoke-role', async () => {
    await runUsersCommand(['create', '--email', 'gil@example.com', '--name', 'Gil'], server.accounts, typed('secret1'));
    expect(
      await runUsersCommand(['grant-admin', '--email', 'gil@example.com'], server.accounts, typed('secret1')),
    ).toBe('gil@example.com is now owner');
    expect(
      await runUsersCommand(['revoke-admin', '--email', 'gil@example.com'], server.accounts, typed('secret1')),
    ).toBe('gil@example.com is now user (no admin role)');
  });

  it('when the command or its options are wrong, then it fails with the usage', async () => {
    await expect(
      runUsersCommand(['promote', '--email', 'finn@example.com'], server.accounts, typed('secret1')),
    ).rejects.toThrow(/Usage/);
    await expect(runUsersCommand(['create', '--mail', 'x'], server.accounts, typed('secret1'))).rejects.toThrow(
      /Usage/,
    );
    await expect(runUsersCommand(['grant-admin'], server.accounts, typed('secret1'))).rejects.toThrow(
      /--email is required/,
    );
    await expect(
      runUsersCommand(['grant-role', '--email', 'finn@example.com'], server.accounts, typed('secret1')),
    ).rejects.toThrow(/--role is required/);
    // A customer's role is given back by revoke-role, never granted; nor is an unknown one.
    for (const role of ['user', 'admin', 'root']) {
      await expect(
        runUsersCommand(
          ['grant-role', '--email', 'finn@example.com', '--role', role],
          server.accounts,
          typed('secret1'),
        ),
      ).rejects.toThrow(/--role must be one of: owner, support, viewer/);
    }
    await expect(
      runUsersCommand(
        ['create', '--email', 'x@example.com', '--name', 'Xu', '--admin', '--role', 'viewer'],
        server.accounts,
        typed('secret1'),
      ),
    ).rejects.toThrow(/--admin means --role owner/);
  });

  it('when the password is given on the command line (visible in ps and shell history), then it is refused and no account is made', async () => {
    for (const argv of [
      ['create', '--email', 'hal@example.com', '--password', 'secret1', '--name', 'Hal'],
      ['create', '--email', 'hal@example.com', '--password=secret1', '--name', 'Hal'],
    ]) {
      await expect(runUsersCommand(argv, server.accounts, typed('secret1'))).rejects.toThrow(
        /--password is not accepted.*--password-stdin/s,
      );
    }
    expect(
      await postJson(`${server.url}/api/auth/signin`, { username: 'hal@example.com', password: 'secret1' }).then(
        (r) => r.status,
      ),
    ).toBe(401);
  });

  const cli = path.join(__dirname, '..', '..', 'src', 'cli', 'users.ts');
  /** The CLI as a process, its standard input a pipe holding `stdin` (not a terminal). */
  function runCli(args: string[], stdin: string): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', cli, ...args],
        // From the API's folder, whatever the test process's own folder is: `--import tsx` resolves from it.
        {
          cwd: path.join(__dirname, '..', '..'),
          env: { ...process.env, DATABASE_URL: server.database.url, NODE_ENV: 'test' },
        },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin?.end(stdin);
    });
  }

  it('when run as a process with --password-stdin (as the e2e tests seed users), then the first line is the password and the user can sign in over HTTP', async () => {
    const { stdout } = await runCli(
      ['create', '--email', 'gus@example.com', '--name', 'Gus', '--password-stdin'],
      'secret1\nignored\n',
    );
    expect(stdout).toMatch(/^Created user gus@example.com/);
    const response = await postJson(`${server.url}/api/auth/signin`, {
      username: 'gus@example.com',
      password: 'secret1',
    });
    expect(response.status).toBe(200);
  });

  it('when run without --password-stdin and without a terminal to prompt on, then it fails saying so and makes no account', async () => {
    const result = await runCli(['create', '--email', 'ivy@example.com', '--name', 'Ivy'], 'secret1\n');
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toMatch(/--password-stdin/);
    expect(
      await postJson(`${server.url}/api/auth/signin`, { username: 'ivy@example.com', password: 'secret1' }).then(
        (r) => r.status,
      ),
    ).toBe(401);
  });
});

describe('which database the users command used', () => {
  it('when the command ends, then it names the database it wrote to: host, port and name, or the embedded data folder, never a password', () => {
    expect(
      databaseName({
        databaseUrl: 'postgres://ciao:s3cret@db.internal:5432/ciao',
        embeddedPostgres: { port: 5433, dataDir: '/srv/pg' },
      }),
    ).toBe('db.internal:5432/ciao');
    expect(databaseName({ databaseUrl: undefined, embeddedPostgres: { port: 5433, dataDir: '/tmp/elsewhere' } })).toBe(
      'the embedded PostgreSQL in /tmp/elsewhere',
    );
  });
});
