/** A link inside a paragraph: an app path ('/terms') or an external address ('https://...'). */
export interface LegalLink {
  text: string;
  href: string;
}

export type Inline = string | LegalLink;

/** Plain text, or text runs with links. */
export type Paragraph = string | readonly Inline[];

export interface BulletList {
  list: readonly Paragraph[];
}

export type Block = Paragraph | BulletList;

export interface LegalSection {
  heading: string;
  blocks: readonly Block[];
}

/** A legal document: one source for the host's page and the registration dialog. */
export interface LegalText {
  title: string;
  /** The month of the current version, '2025-11' (shown in the page's language). */
  lastUpdated: string;
  intro: readonly Paragraph[];
  sections: readonly LegalSection[];
}

export const isBulletList = (block: Block): block is BulletList => typeof block === 'object' && 'list' in block;

export const isExternal = (href: string) => /^https?:\/\//.test(href);

/** The document's words as plain text (links give their text), e.g. for search or tests. */
export function plainText(text: LegalText): string {
  const paragraph = (p: Paragraph) =>
    typeof p === 'string' ? p : p.map((r) => (typeof r === 'string' ? r : r.text)).join('');
  const block = (b: Block) => (isBulletList(b) ? b.list.map(paragraph).join('\n') : paragraph(b));
  return [
    text.title,
    ...text.intro.map(paragraph),
    ...text.sections.flatMap((s) => [s.heading, ...s.blocks.map(block)]),
  ].join('\n');
}
