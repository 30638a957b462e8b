import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The folders under api/src/components depend on each other one way only (docs/architecture.md):
// a consumer owns the interface it needs, shared request helpers live in http/. Every import
// counts, type-only ones too: a cycle of types is still two components that cannot change apart.

const COMPONENTS = path.resolve(__dirname, '..', '..', 'src', 'components');

type Edge = { from: string; to: string; file: string; specifier: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The component (first folder under components/) a path is in; undefined outside components/. */
function componentOf(file: string): string | undefined {
  const relative = path.relative(COMPONENTS, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [component] = relative.split(path.sep);
  return component === relative ? undefined : component;
}

/** Every import from one component into another (import, import type, export from, import(), require()). */
function componentEdges(): Edge[] {
  return sourceFiles(COMPONENTS).flatMap((file) => {
    const from = componentOf(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles.flatMap(({ fileName: specifier }) => {
      if (!specifier.startsWith('.')) return [];
      const to = componentOf(path.resolve(path.dirname(file), specifier));
      return from && to && to !== from ? [{ from, to, file: path.relative(COMPONENTS, file), specifier }] : [];
    });
  });
}

/** Each cycle once, as `a -> b -> a`, with the import that makes each step. */
function findCycles(edges: Edge[]): string[] {
  const next = new Map<string, Map<string, Edge>>();
  for (const edge of edges) {
    const targets = next.get(edge.from) ?? new Map<string, Edge>();
    if (!targets.has(edge.to)) targets.set(edge.to, edge);
    next.set(edge.from, targets);
  }
  const cycles = new Map<string, string>();
  const visit = (node: string, trail: string[]) => {
    for (const to of next.get(node)?.keys() ?? []) {
      const start = trail.indexOf(to);
      if (start >= 0) {
        // The same loop reached from another member is one cycle: named from its first member by name.
        const loop = trail.slice(start);
        const first = loop.indexOf([...loop].sort()[0] as string);
        const members = [...loop.slice(first), ...loop.slice(0, first)];
        const steps = members.map((from, i) => next.get(from)?.get(members[(i + 1) % members.length] as string) as Edge);
        cycles.set(members.join(' -> '), `${[...members, members[0]].join(' -> ')} (${steps.map((e) => `${e.file} imports '${e.specifier}'`).join('; ')})`);
      } else {
        visit(to, [...trail, to]);
      }
    }
  };
  for (const node of [...next.keys()].sort()) visit(node, [node]);
  return [...cycles.values()];
}

describe('component dependency graph', () => {
  it('when the components import each other, then no chain of imports leads back to where it started', () => {
    const edges = componentEdges();
    expect(edges.length).toBeGreaterThan(10); // the scan read the real imports
    expect(findCycles(edges)).toEqual([]);
  });

  it('when two components import each other through a third, then the cycle is named with the imports that make it', () => {
    const edge = (from: string, to: string): Edge => ({ from, to, file: `${from}/${from}.ts`, specifier: `../${to}/${to}` });
    expect(findCycles([edge('auth', 'users'), edge('users', 'referral'), edge('referral', 'auth'), edge('price', 'auth')])).toEqual([
      "auth -> users -> referral -> auth (auth/auth.ts imports '../users/users'; users/users.ts imports '../referral/referral'; referral/referral.ts imports '../auth/auth')",
    ]);
  });
});
