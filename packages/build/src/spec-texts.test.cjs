// English is the spec's text word for word (docs/testing.md, "The spec's texts"): every English
// message that docs/spec-texts.json names is exactly the text the spec quotes. A changed English
// text, a renamed key or a moved catalog fails here; the translations are free.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');

const root = path.resolve(__dirname, '../../..');
const { catalogs } = JSON.parse(readFileSync(path.join(root, 'docs/spec-texts.json'), 'utf8'));

it('names the catalogs that hold spec texts', () => {
  expect(Object.keys(catalogs)).toContain('mf-account/src/messages/en.json');
});

describe.each(Object.entries(catalogs))('%s', (file, specTexts) => {
  it("keeps every English message the spec quotes as the spec's text", () => {
    const english = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    const differing = Object.entries(specTexts)
      .filter(([key, text]) => english[key] !== text)
      .map(([key, text]) => ({ key, spec: text, english: english[key] ?? '(missing)' }));
    expect(differing).toEqual([]);
  });
});
