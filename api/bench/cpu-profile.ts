// The top frames of a V8 CPU profile (`npm run bench -- --cpu-prof=<dir>` writes one for the API):
// node --import tsx bench/cpu-profile.ts <file.cpuprofile> [--top=25] [--last=10] (only the profile's last 10 s, e.g. one phase)
// Frames in a built file with a source map beside it (the API's dist/main.js) are named by their source.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a frame's code lives: a package, a file of ours, or Node itself. */
function placeOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  if (url.startsWith('node:')) return url;
  const ours = /(?:^|\/)(api\/(?:src|bench)\/.*|packages\/.*)$/.exec(url);
  return ours?.[1] ?? (url || '(native)');
}

/** A bundler's name for a source (`webpack://@ciao/api/./src/x.ts`, `.../../packages/y.ts`) as a path from the repository. */
const repoPathOf = (source: string) =>
  source.replace(/^webpack:\/\/@ciao\/api\/\.\//, 'api/').replace(/^webpack:\/\/@ciao\/api\/\.\.\//, '');

/** The profile with each frame of a source-mapped file named by its source's path and line (the function's own name kept). */
export function withSources(profile: Profile): Profile {
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = url.startsWith('file://') ? fileURLToPath(url) : url;
      const mapFile = `${file}.map`;
      // Only our own built files: a package's map would name its sources without the package.
      maps.set(
        url,
        file.endsWith('.js') && !file.includes('/node_modules/') && existsSync(mapFile)
          ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as ConstructorParameters<typeof SourceMap>[0])
          : undefined,
      );
    }
    return maps.get(url);
  };
  const nodes = profile.nodes.map((node) => {
    const map = node.callFrame.url ? mapOf(node.callFrame.url) : undefined;
    const entry = map?.findEntry(node.callFrame.lineNumber, node.callFrame.columnNumber);
    if (!entry || !('originalSource' in entry) || entry.originalSource === undefined) return node;
    return {
      ...node,
      callFrame: {
        ...node.callFrame,
        url: repoPathOf(entry.originalSource),
        lineNumber: entry.originalLine,
        columnNumber: entry.originalColumn,
      },
    };
  });
  return { ...profile, nodes };
}

export function summarize(profile: Profile, { top, lastSeconds }: { top: number; lastSeconds?: number }): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const frame = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${placeOf(n.callFrame.url)}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ''}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const places = new Map<string, number>();
  let all = 0;
  let idle = 0;
  const endMs = profile.timeDeltas.reduce((sum, d) => sum + d, 0) / 1000;
  const fromMs = lastSeconds === undefined ? 0 : endMs - lastSeconds * 1000;
  let at = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    if (at < fromMs) return;
    const node = byId.get(id);
    if (!node) return;
    all += ms;
    if (node.callFrame.functionName === '(idle)') {
      idle += ms;
      return;
    }
    self.set(frame(node), (self.get(frame(node)) ?? 0) + ms);
    places.set(placeOf(node.callFrame.url), (places.get(placeOf(node.callFrame.url)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = node; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const f = frame(n);
      if (seen.has(f)) continue;
      seen.add(f);
      total.set(f, (total.get(f) ?? 0) + ms);
    }
  });
  const busy = all - idle;
  const rows = (m: Map<string, number>) =>
    [...m]
      .filter(([name]) => !name.startsWith('(root)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `${((ms / busy) * 100).toFixed(1).padStart(5)} % ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  return [
    `profile: ${(all / 1000).toFixed(1)} s, busy ${(busy / 1000).toFixed(1)} s (percentages of busy time)`,
    '',
    'self time by frame:',
    ...rows(self),
    '',
    'self time by place:',
    ...rows(places),
    '',
    'total time by frame (with callees):',
    ...rows(total),
  ];
}

if (require.main === module) {
  const [file, ...rest] = process.argv.slice(2);
  if (!file) throw new Error('usage: bench/cpu-profile.ts <file.cpuprofile> [--top=25]');
  const option = (name: string) => /=(\d+)/.exec(rest.find((a) => a.startsWith(`--${name}=`)) ?? '')?.[1];
  const last = option('last');
  const lines = summarize(withSources(JSON.parse(readFileSync(file, 'utf8')) as Profile), {
    top: Number(option('top') ?? 25),
    lastSeconds: last === undefined ? undefined : Number(last),
  });
  process.stdout.write(`${lines.join('\n')}\n`);
}
