import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// A comment or doc that sends the reader to a section of a Markdown file names a heading that exists
// there (docs/testing.md, "Citations of a doc's sections"). Forms: docs/x.md, "Heading" (also
// without the comma, in parentheses, several headings joined by "," or "and", wrapped over comment
// lines) and Markdown links with an anchor, [text](x.md#anchor).

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** This file, whose examples are made-up citations. */
const SELF = path.relative(REPO_ROOT, __filename);
const BINARY = /\.(png|jpe?g|gif|ico|webp|woff2?|ttf|br|gz)$/;

/** A heading cited in a file, and where. */
type Citation = { file: string; line: number; doc: string; heading?: string; anchor?: string };

/** Leading whitespace and a comment leader (//, *, /**, #, <!--), so that a wrapped citation reads as one line. */
const LEADER = /^\s*(?:\/\/+|\/\*+|\*|#+(?=\s)|<!--)?\s*/;

const DOC = String.raw`((?:[\w.-]+/)*[\w.-]+\.md)`;
/** A heading in double quotes, or in single quotes (an apostrophe inside a word is not the end). */
const QUOTED = String.raw`(?:"([^"\n]{1,160}?)"|'((?:[^'\n]|'(?=\p{L})){1,160}?)'(?!\p{L}))`;
/** docs/x.md, "Heading" | docs/x.md "Heading" | docs/x.md ("Heading") | docs/x.md's "Heading" | [x](x.md), "Heading" (the path in backticks too). */
const CITATION = new RegExp(String.raw`${DOC}[\x60)]?(?:'s)?(?:,\s*|\s+\(?|\s*\()${QUOTED}`, 'gu');
/** More headings of the same doc: , "Other" | and "Other". */
const MORE = new RegExp(String.raw`^(?:,\s*|,?\s+and\s+|;\s*)${QUOTED}`, 'u');
const ANCHOR = /\]\(((?:[\w.-]+\/)*[\w.-]+\.md)#([^)\s]+)\)/g;

/** The file's lines joined with their comment leaders removed, and where each line starts in it. */
function flatten(text: string): { flat: string; starts: number[] } {
  const starts: number[] = [];
  let flat = '';
  for (const line of text.split('\n')) {
    starts.push(flat.length);
    flat += `${line.replace(LEADER, '')} `;
  }
  return { flat, starts };
}

/** The 1-based line of a position, from where each line starts. */
function lineAt(starts: number[], index: number): number {
  let line = 0;
  while (line + 1 < starts.length && (starts[line + 1] ?? Infinity) <= index) line += 1;
  return line + 1;
}

/** Every citation of a Markdown file's heading or anchor in one file's text. */
function citationsIn(file: string, text: string): Citation[] {
  const { flat, starts } = flatten(text);
  const found: Citation[] = [];
  for (const match of flat.matchAll(CITATION)) {
    const doc = match[1] ?? '';
    const line = lineAt(starts, match.index ?? 0);
    found.push({ file, line, doc, heading: match[2] ?? match[3] });
    let rest = flat.slice((match.index ?? 0) + match[0].length);
    for (let more = MORE.exec(rest); more; more = MORE.exec(rest)) {
      found.push({ file, line, doc, heading: more[1] ?? more[2] });
      rest = rest.slice(more[0].length);
    }
  }
  const textStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) textStarts.push(i + 1);
  for (const match of text.matchAll(ANCHOR)) {
    found.push({ file, line: lineAt(textStarts, match.index ?? 0), doc: match[1] ?? '', anchor: match[2] });
  }
  return found;
}

/** The headings of a Markdown text (ATX, outside fenced code), as written. */
function headingsOf(markdown: string): string[] {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) headings.push(heading[1] ?? '');
  }
  return headings;
}

/** GitHub's anchor for each heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(headings: string[]): Set<string> {
  const seen = new Map<string, number>();
  return new Set(
    headings.map((heading) => {
      const slug = heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count === 0 ? slug : `${slug}-${count}`;
    }),
  );
}

/** A citation names a heading as written, or its words before a parenthesis, a colon or a comma. */
function names(cited: string, heading: string): boolean {
  return heading === cited || [' (', ':', ','].some((end) => heading.startsWith(`${cited}${end}`));
}

/** What is wrong with a citation, or null when its heading exists. */
function problemOf(citation: Citation, readDoc: (doc: string) => string | undefined): string | null {
  const where = `${citation.file}:${citation.line}`;
  const cited = citation.heading !== undefined ? `"${citation.heading}"` : `#${citation.anchor}`;
  // The cited file: relative to the citing file, else to the repository's root.
  const doc = [path.join(path.dirname(citation.file), citation.doc), path.normalize(citation.doc)].find(
    (candidate) => readDoc(candidate) !== undefined,
  );
  const markdown = doc === undefined ? undefined : readDoc(doc);
  if (doc === undefined || markdown === undefined) return `${where} cites ${citation.doc} ${cited}: no such file`;
  const headings = headingsOf(markdown);
  const heading = citation.heading?.replace(/\s+/g, ' ');
  const exists =
    heading !== undefined
      ? headings.some((written) => names(heading, written))
      : anchorsOf(headings).has(citation.anchor ?? '');
  return exists ? null : `${where} cites ${doc} ${cited}: no such heading`;
}

/** The repository's files as git sees them (tracked, and new files not ignored). */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => file !== '' && file !== SELF && !BINARY.test(file) && file !== 'package-lock.json')
    .filter((file) => existsSync(path.join(REPO_ROOT, file)));
}

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const readIfThere = (file: string) => {
  const full = path.join(REPO_ROOT, file);
  return existsSync(full) && statSync(full).isFile() ? read(file) : undefined;
};

describe('citations of a doc section', () => {
  it('finds each form in use, wrapped over comment lines too', () => {
    const text = [
      '// see docs/a.md, "One" and (docs/b.md "Two words"), then',
      ' * (docs/c.md, "Three", "Four" and "Five") and `docs/d.md`, "Six',
      ' * wrapped") and [e](e.md), "Seven" and docs/f.md ("Eight"); [g](../g.md#nine-ten)',
      "  (docs/h.md, 'Eleven's twelve') and `docs/i.md`'s \"Thirteen\" section",
    ].join('\n');
    expect(
      citationsIn('x/y.ts', text).map(({ line, doc, heading, anchor }) => [line, doc, heading ?? `#${anchor}`]),
    ).toEqual([
      [1, 'docs/a.md', 'One'],
      [1, 'docs/b.md', 'Two words'],
      [2, 'docs/c.md', 'Three'],
      [2, 'docs/c.md', 'Four'],
      [2, 'docs/c.md', 'Five'],
      [2, 'docs/d.md', 'Six wrapped'],
      [3, 'e.md', 'Seven'],
      [3, 'docs/f.md', 'Eight'],
      [4, 'docs/h.md', "Eleven's twelve"],
      [4, 'docs/i.md', 'Thirteen'],
      [3, '../g.md', '#nine-ten'],
    ]);
  });

  it('reads headings and their anchors as GitHub does', () => {
    const headings = headingsOf('# Top\n```\n# not a heading\n```\n## `npm run x` reads it, once (a)\n## Top\n');
    expect(headings).toEqual(['Top', '`npm run x` reads it, once (a)', 'Top']);
    expect([...anchorsOf(headings)]).toEqual(['top', 'npm-run-x-reads-it-once-a', 'top-1']);
  });

  it('says where a dead citation is, which doc and which heading', () => {
    const docs: Record<string, string> = { 'docs/a.md': '# A\n## Kept (its aside)\n## Also: kept\n' };
    const readDoc = (doc: string) => docs[doc];
    const text =
      'x\n// (docs/a.md, "Kept"; docs/a.md, "Also" and "Kept (its aside)"; docs/a.md, "Gone") [k](../docs/a.md#gone)';
    const [kept, also, whole, gone, anchor] = citationsIn('src/z.ts', text);
    expect([kept, also, whole].map((citation) => citation && problemOf(citation, readDoc))).toEqual([null, null, null]);
    expect(problemOf({ file: 'src/z.ts', line: 2, doc: 'docs/a.md', heading: 'Kep' }, readDoc)).toMatch(
      /no such heading/,
    );
    expect(problemOf({ file: 'src/z.ts', line: 2, doc: 'docs/b.md', heading: 'Kept' }, readDoc)).toMatch(
      /no such file/,
    );
    expect(gone && problemOf(gone, readDoc)).toBe('src/z.ts:2 cites docs/a.md "Gone": no such heading');
    expect(anchor && problemOf(anchor, readDoc)).toBe('src/z.ts:2 cites docs/a.md #gone: no such heading');
  });

  it('every cited heading exists in the repository', () => {
    const problems = repositoryFiles().flatMap((file) =>
      citationsIn(file, read(file)).flatMap((citation) => problemOf(citation, readIfThere) ?? []),
    );
    expect(problems).toEqual([]);
  });
});
