// Every remote's messages are complete in every language (docs/front-end.md, "Languages"): the
// same keys as English (none missing, none left over), each key used by the remote's code, each
// message valid ICU with the same placeholders as its English source.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { parse } = require('@messageformat/parser');

const root = path.resolve(__dirname, '../../..');
const LANGUAGES = ['en', 'it', 'es'];
/** Each owner of messages: its catalogs' folder and the code that uses them (each remote's, and the API's notification texts). */
/** A remote's catalogs: `src/messages` (its first screen's) and each folder in it (a later screen's, loaded with it). */
const catalogsOf = (name) => {
  const folder = `${name}/src/messages`;
  const screens = readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, folder, entry.name, 'en.json')))
    .map((entry) => ({ name: `${name} (${entry.name})`, messages: `${folder}/${entry.name}`, code: `${name}/src` }));
  return [{ name, messages: folder, code: `${name}/src` }, ...screens];
};
/** The remotes (host, mf-*) and the packages (`packages/content`) with catalogs. */
const owners = [
  ...[...readdirSync(root), ...readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`)]
    .filter((name) => existsSync(path.join(root, name, 'src/messages/en.json')))
    .flatMap(catalogsOf),
  { name: 'api', messages: 'api/src/components/notifications/messages', code: 'api/src' },
];

const catalog = (owner, language) =>
  JSON.parse(readFileSync(path.join(root, owner.messages, `${language}.json`), 'utf8'));

/** The remote's code outside its catalogs, where each key must be written as a string. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)
      ? [readFileSync(file, 'utf8')]
      : [];
  });
}

/** The placeholder names of an ICU message, nested ones included. */
function placeholders(message) {
  const names = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      names.add(token.arg);
      for (const c of token.cases ?? []) walk(c.tokens);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

it('finds the remotes that own messages', () => {
  expect(owners.map((owner) => owner.name)).toEqual(
    expect.arrayContaining(['mf-account', 'mf-account (registration)', 'packages/content']),
  );
});

describe.each(owners)('$name', (owner) => {
  const english = catalog(owner, 'en');

  it.each(LANGUAGES.filter((l) => l !== 'en'))('has every English key in %s, and no other', (language) => {
    const keys = Object.keys(catalog(owner, language)).sort();
    expect({
      missing: Object.keys(english).filter((k) => !keys.includes(k)),
      unused: keys.filter((k) => !(k in english)),
    }).toEqual({
      missing: [],
      unused: [],
    });
  });

  it('uses every key in its code', () => {
    const code = sources(path.join(root, owner.code)).join('\n');
    expect(Object.keys(english).filter((key) => !code.includes(`'${key}'`))).toEqual([]);
  });

  it.each(LANGUAGES)('writes valid ICU in %s, with the placeholders of the English source', (language) => {
    const messages = catalog(owner, language);
    const wrong = Object.keys(english).filter(
      (key) => JSON.stringify(placeholders(messages[key] ?? '')) !== JSON.stringify(placeholders(english[key])),
    );
    expect(wrong).toEqual([]);
  });
});
