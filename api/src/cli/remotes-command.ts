// The remotes CLI's commands (docs/deploying.md, "Releasing a remote"), apart from its entry
// (remotes.ts) so that tests call them in process.
import { parseArgs } from 'node:util';
import { DEPLOY_TOKEN_DAYS } from '@ciao/contracts';
import type { DeployTokens } from '../components/releases/deploy-token-repository';
import type { RemoteApprovals } from '../components/releases/remote-approvals';
import type { ReleaseActor, Releases } from '../components/releases/releases';
import { AppError } from '../errors';

const USAGE = `Usage: npm run remotes -- <command>
  publish <remote> [--version <version>] [--url <base URL>]
      builds the remote if its build is stale, checks it against the live host, copies it into the
      release store and registers it; --url registers a build hosted elsewhere (a CDN) instead
  activate <remote> <version> [--percent <1-100>]
      makes a release live, or live for a share of visitors (a canary)
  promote <remote>      the canary becomes live for everyone
  rollback <remote>     stops the canary, or goes back to the release live before
  list                  what is live of every remote, and its releases
  history <remote>      every change of a remote, newest first
  token create <remote> --name <name> [--days <1-366, default 90>]
      a deploy token for CI (POST /api/releases/<remote>): printed once, only its hash is kept
  token list            every deploy token: its number, remote, name, expiry, last use
  token revoke <number> the token no longer opens anything
  approvals             the new remotes (names the host does not load): waiting, approved, refused, withdrawn
  approve|refuse|withdraw <remote> --reason <why>
      an owner's decision on a new remote: approved, its declared screens and menu entries are shown`;

const when = (at: Date) => new Date(at).toISOString().replace('T', ' ').slice(0, 16);

/** What the command line may do before publishing: build the remote when its build is stale. */
export type BuildIfStale = (remote: string) => Promise<void>;

/**
 * Parses one command line and runs it as `by` (the history's name for the operator; the audit
 * trail's actor is the command line); returns what to print. Throws AppError on bad input or refusal.
 */
export async function runRemotesCommand(
  argv: string[],
  releases: Releases,
  {
    by,
    buildIfStale,
    tokens,
    approvals,
  }: { by: string; buildIfStale: BuildIfStale; tokens: DeployTokens; approvals: RemoteApprovals },
): Promise<string> {
  const actor: ReleaseActor = { by, audit: { actor: null } };
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new AppError(400, `${(error as Error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  const [command, remote, version] = positionals;
  const needs = (value: string | undefined, what: string): string => {
    if (!value) throw new AppError(400, `${what} is required\n${USAGE}`);
    return value;
  };
  await releases.registerBuiltRemotes();
  switch (command) {
    case 'publish': {
      const name = needs(remote, 'The remote');
      if (values.url)
        return (
          await releases.publishUrl({
            remote: name,
            version: needs(values.version, '--version'),
            baseUrl: values.url,
            actor,
          })
        ).summary;
      await buildIfStale(name);
      return (await releases.publishBuild({ remote: name, version: values.version, actor })).summary;
    }
    case 'activate': {
      const percent = values.percent === undefined ? undefined : Number(values.percent);
      return (
        await releases.activate({
          remote: needs(remote, 'The remote'),
          version: needs(version, 'The version'),
          percent,
          actor,
        })
      ).summary;
    }
    case 'promote':
      return (await releases.promote({ remote: needs(remote, 'The remote'), actor })).summary;
    case 'rollback':
      return (await releases.rollback({ remote: needs(remote, 'The remote'), actor })).summary;
    case 'list': {
      const remotes = await releases.list();
      if (remotes.length === 0) return 'No remote is registered (build the front-ends, then run any command again)';
      return remotes
        .map(({ remote: name, activeVersion, canaryVersion, canaryPercent, releases: published }) =>
          [
            `${name}: live ${activeVersion}${canaryVersion ? `, canary ${canaryVersion} for ${canaryPercent} %` : ''}`,
            ...published.map(
              ({ version: v, publishedAt, publishedBy, failures, unverifiedFailures }) =>
                `  ${v}  published ${when(publishedAt)} by ${publishedBy}${failures ? `, ${failures} load failures reported` : ''}${unverifiedFailures ? `, ${unverifiedFailures} unverified` : ''}`,
            ),
          ].join('\n'),
        )
        .join('\n');
    }
    case 'history': {
      const entries = await releases.history(needs(remote, 'The remote'));
      if (entries.length === 0) return `${remote} has no history`;
      return entries
        .map(
          ({ at, action, version: v, previousVersion, percent, actor: who }) =>
            `${when(at)}  ${action} ${v}${
              percent
                ? ` (${percent} %, the rest on ${previousVersion})`
                : previousVersion && previousVersion !== v
                  ? ` (live before: ${previousVersion})`
                  : ''
            }  by ${who}`,
        )
        .join('\n');
    }
    case 'approvals': {
      const all = await approvals.list();
      if (all.length === 0) return 'No new remote';
      return all
        .map(({ remote: name, state, version: v, baseUrl, declares, decidedBy }) =>
          [
            `${name}: ${state}${decidedBy ? ` (by ${decidedBy})` : ''}, newest release ${v ?? 'none'} from ${baseUrl ?? '-'}`,
            ...(declares?.screens ?? []).map(
              ({ path, module, access, role, title }) =>
                `  screen ${path}  ${module}  "${title}"  ${access}${role ? `, ${role} only` : ''}`,
            ),
            ...(declares?.menu ?? []).map(
              ({ path, label, icon, section, order }) => `  menu "${label}" -> ${path}  ${icon}, ${section} #${order}`,
            ),
          ].join('\n'),
        )
        .join('\n');
    }
    case 'approve':
    case 'refuse':
    case 'withdraw': {
      const reason = needs(values.reason, '--reason');
      return (
        await approvals.decide({
          remote: needs(remote, 'The remote'),
          decision: command,
          actor: { by, audit: { actor: null, reason } },
        })
      ).summary;
    }
    case 'token':
      return runTokenCommand(positionals.slice(1), values, tokens, by, needs);
    default:
      throw new AppError(400, USAGE);
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      version: { type: 'string' },
      url: { type: 'string' },
      percent: { type: 'string' },
      name: { type: 'string' },
      days: { type: 'string' },
      reason: { type: 'string' },
    },
  });
}

/** The command line in the audit trail: no admin account acts. */
const FROM_THE_COMMAND_LINE = { actor: null, reason: null };

/** `token create|list|revoke`: deploy tokens (docs/deploying.md, "Publishing over HTTP"). */
async function runTokenCommand(
  [action, target]: string[],
  values: { name?: string; days?: string },
  tokens: DeployTokens,
  by: string,
  needs: (value: string | undefined, what: string) => string,
): Promise<string> {
  switch (action) {
    case 'create': {
      const made = await tokens.create({
        remote: needs(target, 'The remote'),
        name: needs(values.name, '--name'),
        days: values.days === undefined ? DEPLOY_TOKEN_DAYS.default : Number(values.days),
        by,
        audit: FROM_THE_COMMAND_LINE,
      });
      return [
        `Deploy token #${made.id} "${made.name}" for ${made.remote}, valid until ${when(made.expiresAt)} UTC:`,
        made.token,
        'It is shown only now: keep it in your CI secrets.',
      ].join('\n');
    }
    case 'list': {
      const all = await tokens.list();
      if (all.length === 0) return 'No deploy token';
      return all
        .map(
          ({ id, remote, name, expiresAt, revokedAt, lastUsedAt, createdBy }) =>
            `#${id}  ${remote}  "${name}"  ${revokedAt ? `revoked ${when(revokedAt)}` : `expires ${when(expiresAt)}`}  ` +
            `${lastUsedAt ? `last used ${when(lastUsedAt)}` : 'never used'}  by ${createdBy}`,
        )
        .join('\n');
    }
    case 'revoke': {
      const id = needs(target, "The token's number").replace(/^#/, '');
      if (!(await tokens.revoke(id, FROM_THE_COMMAND_LINE)))
        throw new AppError(404, `No deploy token #${id} is in use`);
      return `Deploy token #${id} revoked`;
    }
    default:
      throw new AppError(400, USAGE);
  }
}
