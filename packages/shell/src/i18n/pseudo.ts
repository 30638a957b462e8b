// The pseudo-locale: English with every letter accented and each message 40 % longer, bracketed,
// so a layout that cuts or overflows a longer translation shows it (docs/front-end.md, "Languages").

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
);

const accent = (text: string) => text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter]!);

/** Text outside ICU placeholders ("{count}", "{n, plural, one {...}}" keep their syntax; their inner texts stay English). */
function accentOutsidePlaceholders(message: string): string {
  let depth = 0;
  let out = '';
  for (const char of message) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    out += depth === 0 && char !== '}' ? accent(char) : char;
  }
  return out;
}

/** A message as a catalog holds it: ICU text (tests, development) or Lingui's compiled tokens (production builds). */
export type CatalogMessage = string | CompiledToken[];
type CompiledToken = string | [string, ...unknown[]];

function accentCompiled(message: CatalogMessage): CatalogMessage {
  if (typeof message === 'string') return accentOutsidePlaceholders(message);
  return message.map((token): CompiledToken => {
    if (typeof token === 'string') return accent(token);
    const [name, type, options, ...rest] = token;
    if (options === null || typeof options !== 'object') return token;
    const branches = Object.fromEntries(
      Object.entries(options).map(([key, branch]) => [
        key,
        typeof branch === 'number' ? branch : accentCompiled(branch),
      ]),
    );
    return [name, type, branches, ...rest];
  });
}

const lengthOf = (message: CatalogMessage): number =>
  typeof message === 'string'
    ? message.length
    : message.reduce((n, t) => n + (typeof t === 'string' ? t.length : 6), 0);

/**
 * `length` characters of padding in words of four dots: a translation is longer in words as well as
 * in letters, and a line may break between them, as between a real translation's words.
 */
const paddingOf = (length: number): string =>
  ' ····'
    .repeat(Math.ceil(length / 5))
    .slice(0, length)
    .replace(/ $/, '·');

/** One English message in the pseudo-locale: accented, padded to 140 %, bracketed. */
export function pseudoMessage(english: CatalogMessage): CatalogMessage {
  const padding = paddingOf(Math.ceil(lengthOf(english) * 0.4));
  const accented = accentCompiled(english);
  return typeof accented === 'string' ? `⟦${accented}${padding}⟧` : ['⟦', ...accented, `${padding}⟧`];
}
