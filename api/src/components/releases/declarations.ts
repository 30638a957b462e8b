import {
  ADMIN_ROLES,
  DECLARED_MENU_ICONS,
  HOST_PAGE_PATHS,
  pathPrefixOf,
  releaseDeclarationSchema,
} from '@ciao/contracts';
import type { ReleaseDeclaration } from '@ciao/contracts';
import { SCREEN_ROUTES, SIGN_IN_SCREEN } from '@ciao/contracts/screen-routes';
import { AppError } from '../../errors';
import type { RemoteManifest } from './release-gate';

/**
 * The rules of a release's declared screens and menu entries (docs/front-end.md, "Declared
 * screens"): read from `declares` in `ciao-release.json`, then checked by the gate against the
 * release's manifest, the host's routes and the other remotes' live declarations.
 */

/** The declaration of `ciao-release.json`, or none; a malformed one is a 400 naming the field. */
export function readDeclaration(declares: unknown): ReleaseDeclaration | null {
  if (declares === undefined || declares === null) return null;
  const parsed = releaseDeclarationSchema.safeParse(declares);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new AppError(
    400,
    `ciao-release.json's "declares" is not a declaration: ${issue?.path.join('.') || 'declares'}: ${issue?.message ?? 'invalid'}`,
  );
}

const segmentsOf = (path: string) => path.split('/').slice(1);

/** Two route patterns match one URL: the same number of segments, each equal or a parameter. */
function overlap(one: string, other: string): boolean {
  const [a, b] = [segmentsOf(one), segmentsOf(other)];
  return (
    a.length === b.length &&
    a.every((segment, i) => segment === b[i] || segment.startsWith(':') || b[i]?.startsWith(':'))
  );
}

/** Inside the remote's prefix: the prefix itself or under it, segment by segment (`/store` does not own `/store-credit`). */
const inside = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The routes of the host and its built-in remotes, which no declared screen may take. */
const HOST_ROUTES: readonly string[] = [
  ...SCREEN_ROUTES.map(({ path }) => path),
  SIGN_IN_SCREEN.path,
  ...HOST_PAGE_PATHS,
];

/** Another remote's live declared screens (its container name and paths). */
export type DeclaredElsewhere = { remote: string; paths: readonly string[] };

/**
 * Why a declaration is refused, one message per problem (empty: accepted): each screen's path
 * inside the remote's prefix and clashing with no route of the host nor of another remote's live
 * declaration, its module exposed by the manifest, its role one that exists, signed-in (the host
 * mounts no public declared screen yet); each menu entry to one of its screens, with an icon of @ciao/ui's set.
 */
export function declarationProblems(
  remote: string,
  declaration: ReleaseDeclaration,
  manifest: RemoteManifest,
  elsewhere: readonly DeclaredElsewhere[],
): string[] {
  const problems: string[] = [];
  const prefix = pathPrefixOf(remote);
  const exposed = new Set(manifest.exposes.map(({ name }) => name));
  const seen: string[] = [];
  for (const screen of declaration.screens) {
    const { path, module, role, access } = screen;
    if (!inside(path, prefix)) problems.push(`the screen ${path} is outside ${remote}'s prefix ${prefix}`);
    const host = HOST_ROUTES.find((route) => overlap(route, path));
    if (host) problems.push(`the screen ${path} clashes with the host's route ${host}`);
    for (const other of elsewhere) {
      const taken = other.paths.find((route) => overlap(route, path));
      if (other.remote !== remote && taken) problems.push(`the screen ${path} clashes with ${other.remote}'s ${taken}`);
    }
    const twin = seen.find((route) => overlap(route, path));
    if (twin) problems.push(`the screen ${path} clashes with its own ${twin}`);
    seen.push(path);
    if (!exposed.has(module)) problems.push(`the screen ${path} shows ${module}, which the build does not expose`);
    if (role !== undefined && !ADMIN_ROLES.some((known) => known === role))
      problems.push(`the screen ${path} needs the role "${role}", which does not exist (${ADMIN_ROLES.join(', ')})`);
    // The host mounts signed-in screens only (docs/front-end.md, "Declared screens"): the sign-in screen's first load stays as it is.
    if (access === 'public')
      problems.push(`the screen ${path} is public: the host mounts declared signed-in screens only`);
  }
  for (const entry of declaration.menu) {
    const screen = declaration.screens.find(({ path }) => path === entry.path);
    if (!screen)
      problems.push(`the menu entry "${entry.label}" leads to ${entry.path}, which is not one of its screens`);
    else if (screen.path.includes(':'))
      problems.push(`the menu entry "${entry.label}" leads to ${entry.path}, a path with a parameter`);
    if (!DECLARED_MENU_ICONS.some((icon) => icon === entry.icon))
      problems.push(
        `the menu entry "${entry.label}" has the icon ${entry.icon}, which is not in @ciao/ui's set (${DECLARED_MENU_ICONS.join(', ')})`,
      );
    if (entry.section === 'admin' && !screen?.role)
      problems.push(`the menu entry "${entry.label}" is in the admin section but its screen needs no admin role`);
  }
  return problems;
}
