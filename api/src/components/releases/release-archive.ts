import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create, Parser } from 'tar';
import type { ReadEntry } from 'tar';
import { AppError } from '../../errors';

/** The file at an archive's root that names the release and every other file in it, with its SHA-256. */
const RELEASE_FILE = 'ciao-release.json';
/** The folder of a release's own Storybook build, beside the remote's files. */
export const RELEASE_STORYBOOK = 'storybook';
/** The largest archive a publish takes (gzip'd), and the most its files may hold once unpacked. */
export const MAX_ARCHIVE_BYTES = 50 * 1024 * 1024;
const MAX_UNPACKED_BYTES = 4 * MAX_ARCHIVE_BYTES;

/** `declares`: the screens and menu entries the release adds, read by declarations.ts. */
type ReleaseDescription = {
  remote: string;
  version: string;
  files: { path: string; sha256: string }[];
  declares?: unknown;
};

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const bad = (message: string) => new AppError(400, message);

async function filesUnder(folder: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(folder, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const name = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return filesUnder(folder, name);
      return entry.isFile() ? [name] : [];
    }),
  );
  return nested.flat().sort();
}

/**
 * A remote's build folder as one release archive (docs/deploying.md, "Releasing a remote"): a
 * gzip'd tar of the folder's files at its root plus `ciao-release.json` naming each with its hash.
 */
export async function packRelease(
  folder: string,
  {
    remote,
    version,
    declares,
    storybook,
  }: { remote: string; version: string; declares?: unknown; storybook?: string | undefined },
) {
  const staging = await mkdtemp(path.join(tmpdir(), 'ciao-release-'));
  try {
    await cp(folder, staging, { recursive: true });
    // The remote's own Storybook, in the archive's `storybook/` folder (docs/storybook.md).
    if (storybook) await cp(storybook, path.join(staging, RELEASE_STORYBOOK), { recursive: true });
    const files = (await filesUnder(staging)).filter((file) => file !== RELEASE_FILE);
    const description: ReleaseDescription = {
      remote,
      version,
      ...(declares !== undefined && { declares }),
      files: await Promise.all(
        files.map(async (file) => ({ path: file, sha256: sha256(await readFile(path.join(staging, file))) })),
      ),
    };
    await writeFile(path.join(staging, RELEASE_FILE), JSON.stringify(description, null, 2));
    const chunks: Buffer[] = [];
    for await (const chunk of create({ gzip: true, cwd: staging, portable: true }, [...files, RELEASE_FILE]))
      chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** An entry's path as a relative path inside the release, or why it is refused. */
function pathIn(entry: ReadEntry): string {
  const raw = entry.path;
  if (raw.includes('\0') || raw.includes('\\')) throw bad(`"${raw}" is not a file name`);
  if (path.posix.isAbsolute(raw) || /^[A-Za-z]:/.test(raw)) throw bad(`"${raw}" is an absolute path`);
  const segments = raw.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) throw bad(`"${raw}" leaves the release's folder (..)`);
  return segments.join('/');
}

/** Every regular file of a gzip'd tar, read in memory; anything but files and folders refused. */
function readArchive(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, Buffer>();
    let unpacked = 0;
    let refusal: Error | undefined;
    const parser = new Parser({
      strict: true,
      onReadEntry(entry) {
        try {
          if (refusal) throw refusal;
          const name = pathIn(entry);
          if (entry.type === 'Directory') return entry.resume();
          if (entry.type !== 'File' && entry.type !== 'OldFile')
            throw bad(`"${entry.path}" is a ${entry.type}: a release holds only regular files and folders`);
          if (files.has(name)) throw bad(`"${name}" is in the archive twice`);
          unpacked += entry.size;
          if (unpacked > MAX_UNPACKED_BYTES) throw bad(`The archive unpacks to more than ${MAX_UNPACKED_BYTES} bytes`);
          const chunks: Buffer[] = [];
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
          entry.on('end', () => files.set(name, Buffer.concat(chunks)));
        } catch (error) {
          refusal ??= error as Error;
          entry.resume();
        }
      },
    });
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      if (refusal) reject(refusal);
      else resolve(files);
    };
    parser.on('error', () => {
      refusal ??= bad("The archive is not a gzip'd tar (or it is cut short)");
      settle();
    });
    parser.on('end', settle);
    parser.on('close', settle);
    parser.end(archive);
  });
}

function describedIn(content: Buffer | undefined): ReleaseDescription {
  if (!content) throw bad(`The archive has no ${RELEASE_FILE} at its root`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.toString('utf8'));
  } catch {
    throw bad(`${RELEASE_FILE} is not JSON`);
  }
  const { remote, version, files, declares } = (parsed ?? {}) as Partial<ReleaseDescription>;
  if (
    typeof remote !== 'string' ||
    typeof version !== 'string' ||
    !Array.isArray(files) ||
    !files.every(
      (file: unknown) =>
        typeof (file as { path?: unknown })?.path === 'string' &&
        typeof (file as { sha256?: unknown })?.sha256 === 'string',
    )
  )
    throw bad(`${RELEASE_FILE} must be { "remote", "version", "files": [{ "path", "sha256" }, ...] }`);
  return { remote, version, files, declares };
}

/**
 * Checks a release archive and writes its files into `into` (an empty folder): only regular files
 * and folders, no absolute path nor `..`, and `ciao-release.json` naming every other file, no more
 * and no fewer, with matching hashes. Throws a 400 AppError naming the first problem.
 */
export async function extractRelease(archive: Buffer, into: string): Promise<ReleaseDescription> {
  if (archive.length > MAX_ARCHIVE_BYTES) throw new AppError(413, `The archive is over ${MAX_ARCHIVE_BYTES} bytes`);
  const files = await readArchive(archive);
  const description = describedIn(files.get(RELEASE_FILE));
  files.delete(RELEASE_FILE);
  const named = new Map(description.files.map((file) => [file.path, file.sha256]));
  const problems = [
    ...[...named.keys()].filter((file) => !files.has(file)).map((file) => `${file} is named but not in the archive`),
    ...[...files.keys()].filter((file) => !named.has(file)).map((file) => `${file} is in the archive but not named`),
    ...[...files]
      .filter(([file, content]) => named.has(file) && named.get(file) !== sha256(content))
      .map(([file]) => `${file} does not match its sha256`),
  ];
  if (named.size !== description.files.length) problems.push(`${RELEASE_FILE} names a file twice`);
  if (problems.length > 0) throw bad(`${RELEASE_FILE} does not describe the archive:\n  - ${problems.join('\n  - ')}`);
  for (const [file, content] of files) {
    const target = path.join(into, file);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content, { flag: 'wx' });
    } catch {
      throw bad(`"${file}" clashes with another file of the archive (a file and a folder of one name)`);
    }
  }
  return description;
}
