import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { extractRelease, MAX_ARCHIVE_BYTES, packRelease } from '../../src/components/releases/release-archive';

// The release archive (docs/deploying.md, "Releasing a remote"): what the command line packs and
// `POST /api/releases/<remote>` unpacks, and every archive a client could craft that must be refused.

let scratch = '';
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ciao-archive-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

let folders = 0;
const emptyFolder = async () => {
  const folder = path.join(scratch, `folder-${(folders += 1)}`);
  await mkdir(folder);
  return folder;
};

type Entry = {
  path: string;
  type?: ConstructorParameters<typeof Header>[0] extends infer H ? (H extends { type?: infer T } ? T : never) : never;
  content?: string;
  linkpath?: string;
};

/** A gzip'd tar written header by header, so that it can hold what a packer never writes. */
function tarOf(entries: Entry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const { path: name, type = 'File', content = '', linkpath } of entries) {
    const body = Buffer.from(content);
    const header = new Header({
      path: name,
      type,
      linkpath,
      size: type === 'File' ? body.length : 0,
      mode: 0o644,
      mtime: new Date(0),
    });
    const block = Buffer.alloc(512);
    header.encode(block, 0);
    blocks.push(block);
    if (type === 'File') blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  return gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const described = (files: Record<string, string>, extra: Partial<{ remote: string; version: string }> = {}) => ({
  path: 'ciao-release.json',
  content: JSON.stringify({
    remote: 'mf-x',
    version: '1.2.3',
    ...extra,
    files: Object.entries(files).map(([file, content]) => ({ path: file, sha256: sha256(content) })),
  }),
});
const GOOD = { 'remoteEntry.js': '// entry', 'mf-manifest.json': '{}' };
const goodEntries = (): Entry[] => [
  ...Object.entries(GOOD).map(([file, content]) => ({ path: file, content })),
  described(GOOD),
];

const refusal = async (archive: Buffer) => {
  const into = await emptyFolder();
  const error = (await extractRelease(archive, into).catch((caught: unknown) => caught)) as {
    status?: number;
    message?: string;
  };
  return { status: error.status, message: error.message, written: await readdir(into) };
};

describe('the release archive', () => {
  it('when a build folder is packed and unpacked, then every file comes back as it was, with the release named', async () => {
    const build = await emptyFolder();
    await mkdir(path.join(build, 'static', 'js'), { recursive: true });
    await writeFile(path.join(build, 'remoteEntry.js'), '// entry');
    await writeFile(path.join(build, 'static', 'js', 'expose.1a2b.js'), '// chunk');
    const archive = await packRelease(build, { remote: 'mf-x', version: '1.2.3' });
    const into = await emptyFolder();
    expect(await extractRelease(archive, into)).toEqual({
      remote: 'mf-x',
      version: '1.2.3',
      files: [
        { path: 'remoteEntry.js', sha256: sha256('// entry') },
        { path: 'static/js/expose.1a2b.js', sha256: sha256('// chunk') },
      ],
    });
    expect(await readFile(path.join(into, 'static', 'js', 'expose.1a2b.js'), 'utf8')).toBe('// chunk');
    expect((await readdir(into)).sort()).toEqual(['remoteEntry.js', 'static']);
  });

  it('when an archive is well made by hand, then it is unpacked', async () => {
    expect((await refusal(tarOf(goodEntries()))).status).toBeUndefined();
  });

  it.each([
    ['an absolute path', { path: '/etc/cron.d/x', content: 'x' }, /"\/etc\/cron.d\/x" is an absolute path/],
    ['a path with ..', { path: 'static/../../escape.js', content: 'x' }, /leaves the release's folder/],
    ['a symbolic link', { path: 'link.js', type: 'SymbolicLink', linkpath: '/etc/passwd' }, /SymbolicLink/],
    ['a hard link', { path: 'hard.js', type: 'Link', linkpath: 'remoteEntry.js' }, /a Link: a release holds only/],
    ['a device file', { path: 'dev', type: 'CharacterDevice' }, /CharacterDevice/],
    ['a fifo', { path: 'pipe', type: 'FIFO' }, /FIFO/],
  ])('when an archive holds %s, then it is refused (400) and nothing is written', async (_what, entry, reason) => {
    const { status, message, written } = await refusal(tarOf([entry as Entry, ...goodEntries()]));
    expect(status).toBe(400);
    expect(message).toMatch(reason);
    expect(written).toEqual([]);
  });

  it('when an archive is broken, then 400 says so', async () => {
    const archive = tarOf(goodEntries());
    expect(await refusal(Buffer.from('not a gzip at all'))).toMatchObject({ status: 400, message: /not a gzip'd tar/ });
    expect(await refusal(archive.subarray(0, archive.length - 30))).toMatchObject({
      status: 400,
      message: /not a gzip'd tar/,
    });
  });

  it('when an archive is over the limit, then 413', async () => {
    expect(await refusal(Buffer.alloc(MAX_ARCHIVE_BYTES + 1))).toMatchObject({ status: 413 });
  });

  it('when ciao-release.json does not describe the archive, then 400 names every difference', async () => {
    expect(await refusal(tarOf([{ path: 'remoteEntry.js', content: '// entry' }]))).toMatchObject({
      status: 400,
      message: 'The archive has no ciao-release.json at its root',
    });
    const { message } = await refusal(
      tarOf([
        { path: 'remoteEntry.js', content: '// changed' },
        { path: 'extra.js', content: '// not named' },
        described(GOOD),
      ]),
    );
    expect(message).toBe(
      'ciao-release.json does not describe the archive:\n' +
        '  - mf-manifest.json is named but not in the archive\n' +
        '  - extra.js is in the archive but not named\n' +
        '  - remoteEntry.js does not match its sha256',
    );
    expect(await refusal(tarOf([{ path: 'ciao-release.json', content: '{ nope' }]))).toMatchObject({
      status: 400,
      message: 'ciao-release.json is not JSON',
    });
    expect(await refusal(tarOf([{ path: 'ciao-release.json', content: '{"remote":1}' }]))).toMatchObject({
      status: 400,
      message: /must be \{ "remote"/,
    });
  });

  it('when a file is in the archive twice, then it is refused', async () => {
    const { status, message } = await refusal(tarOf([{ path: 'remoteEntry.js', content: 'x' }, ...goodEntries()]));
    expect([status, message]).toEqual([400, '"remoteEntry.js" is in the archive twice']);
  });
});
