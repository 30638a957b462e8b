// Every English message a customer route can send has its Italian and Spanish (docs/front-end.md,
// "Languages"): the texts are collected from the code, as written, and looked up in the API's
// catalogs (api/src/http/messages/). The admin's routes, the release tools, the command line and
// the webhooks stay English by decision: their files are left out below.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import * as contracts from '@ciao/contracts';
import spanish from '../../src/http/messages/es.json';
import italian from '../../src/http/messages/it.json';

const root = path.resolve(__dirname, '../..');
const src = path.join(root, 'src');
const contractSchemas = path.join(root, '../packages/contracts/src/schemas');

/** Where the messages only an admin, a release tool, a webhook or the command line reads are written. */
const ENGLISH_ONLY = [
  'cli/',
  'components/admin/',
  'components/audit/',
  'components/campaigns/',
  'components/customers/',
  'components/flags/',
  'components/overview/',
  'components/releases/',
  'components/storybook/',
  'components/users/user-accounts.ts',
  'components/voucher-logs/',
  'components/api-docs/',
  'components/health/',
  'components/mail/dev-mailbox-routes.ts',
  'components/front-ends/dev-remotes.ts',
  'components/shopify/shopify-webhook-routes.ts',
  'components/shopify/order-webhook.ts',
  'http/admin-access.ts',
  'http/admin-rights.ts',
];
/** The shared schemas of the admin's requests (and the app's own forms, which the app translates). */
const ENGLISH_ONLY_SCHEMAS = [
  'admin.ts',
  'campaigns.ts',
  'declarations.ts',
  'flags.ts',
  'forms.ts',
  'overview.ts',
  'releases.ts',
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const STRING = String.raw`'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|\`([^\`$]*)\``;
const unquote = (m: RegExpMatchArray, from: number) => (m[from] ?? m[from + 1] ?? m[from + 2]!).replace(/\\(.)/g, '$1');

/** The code without its comments (their quoted words are not messages). */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The English texts a file writes: an AppError's message, a `message:` or a field's, a `= 'Unknown field'`. */
function textsOf(code: string): string[] {
  const texts: string[] = [];
  for (const m of code.matchAll(
    new RegExp(String.raw`(?:new AppError\(\s*\d+,\s*|\bmessage: |\] = )(?:${STRING})`, 'g'),
  ))
    texts.push(unquote(m, 1));
  for (const m of code.matchAll(/fields: \{([^}]*)\}/g))
    for (const v of m[1]!.matchAll(new RegExp(String.raw`: (?:${STRING})`, 'g'))) texts.push(unquote(v, 1));
  return texts;
}

/** The texts of a set of messages: a string, or an object's strings (a function's are its caller's). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).filter((text): text is string => typeof text === 'string')
      : [];

/** A constant's value: the file's own, else the module it is imported from (a relative one, or `@ciao/contracts`). */
function constantOf(file: string, code: string, name: string): unknown {
  const imported = new RegExp(String.raw`import \{[^}]*?(?:(\w+) as )?\b${name}\b(?! as)[^}]*\} from '([^']+)'`).exec(
    code,
  );
  if (imported) {
    const [, original = name, from] = imported;
    const module = from === '@ciao/contracts' ? contracts : jest.requireActual(path.resolve(path.dirname(file), from!));
    return (module as Record<string, unknown>)[original];
  }
  const local = new RegExp(String.raw`const ${name} = (?:${STRING});`).exec(code);
  return local ? unquote(local, 1) : jest.requireActual<Record<string, unknown>>(file)[name];
}

/** The `…_MESSAGES` sets a file exports (a text it picks from them, as a 429's wait, is one of them). */
const exportedSetsOf = (file: string, code: string): string[] =>
  [...code.matchAll(/export const ([A-Z_]+_MESSAGES) = /g)].flatMap(([, name]) =>
    stringsOf(constantOf(file, code, name!)),
  );

/** The constants a file sends: `new AppError(403, ACCOUNT_MESSAGES.suspended)`, `message: VERIFY_LINK_MESSAGES[problem]`, `apiMessage(language, TEXT)`. */
function constantTextsOf(file: string, code: string): string[] {
  const sent =
    /(?:new AppError\(\s*\d+,\s*|\bmessage: |(?:messageFor|apiMessage)\(\w+, |: \{ '[\w.]+': )([A-Z][A-Z_]+)\b(?:\.(\w+))?/g;
  return [...code.matchAll(sent)].flatMap(([, name, key]) => {
    const value = constantOf(file, code, name!);
    return key && value && typeof value === 'object'
      ? stringsOf((value as Record<string, unknown>)[key])
      : stringsOf(value);
  });
}

/** A shared schema's own messages: `.regex(…, 'text')`, `{ error: 'text' }`, `{ message: 'text' }`. */
const schemaTextsOf = (code: string) =>
  [...code.matchAll(new RegExp(String.raw`(?:, |\b(?:error|message): )(?:${STRING})`, 'g'))]
    .map((m) => unquote(m, 1))
    .filter((text) => /^[A-Z]/.test(text) && /\s/.test(text));

const customerFiles = files(src).filter(
  (file) => !ENGLISH_ONLY.some((prefix) => path.relative(src, file).startsWith(prefix)),
);
const english = new Set([
  ...customerFiles.flatMap((file) => {
    const code = withoutComments(readFileSync(file, 'utf8'));
    return [...textsOf(code), ...constantTextsOf(file, code), ...exportedSetsOf(file, code)];
  }),
  ...files(contractSchemas)
    .filter((file) => !ENGLISH_ONLY_SCHEMAS.includes(path.basename(file)))
    .flatMap((file) => schemaTextsOf(withoutComments(readFileSync(file, 'utf8')))),
]);

/** The placeholder names of an ICU message, nested ones included. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      names.add(token.arg);
      if ('cases' in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

it('collects the messages customer routes send', () => {
  expect([...english]).toEqual(
    expect.arrayContaining([
      'Invalid credentials',
      'Malformed JSON body',
      contracts.ACCOUNT_MESSAGES.suspended,
      contracts.VERIFY_LINK_MESSAGES.expired,
      'Password must be at least 6 characters',
    ]),
  );
  expect([...english]).not.toContain('No such campaign');
});

describe.each([
  ['it', italian as Record<string, string>],
  ['es', spanish as Record<string, string>],
])('the %s catalog', (_language, catalog) => {
  it('has every message a customer route sends, and no other', () => {
    const keys = Object.keys(catalog);
    expect({
      missing: [...english].filter((text) => !(text in catalog)).sort(),
      unused: keys.filter((key) => !english.has(key)),
    }).toEqual({ missing: [], unused: [] });
  });

  it('writes valid ICU with the placeholders of the English', () => {
    const wrong = Object.entries(catalog).filter(
      ([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(key)),
    );
    expect(wrong).toEqual([]);
  });
});
