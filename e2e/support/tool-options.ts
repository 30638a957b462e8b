// The measuring tools' `--name=value` options (npm run lighthouse, startup, mainthread).

/** The value of `--name=value` on the command line, or undefined. */
function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** `--name=<positive integer>`, or `fallback` when absent; anything else is refused. */
export function countOption(name: string, fallback: number): number {
  const value = option(name);
  if (value === undefined) return fallback;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`--${name} must be a positive whole number, not "${value}"`);
  return Number(value);
}

/** Those of `items` that `--page=<slug>` names, or all of them; an unknown slug is refused. */
export function chosenPages<T extends { slug: string }>(items: T[]): T[] {
  const slug = option('page');
  if (slug === undefined) return items;
  const chosen = items.filter((item) => item.slug === slug);
  if (chosen.length === 0)
    throw new Error(`--page must be one of ${items.map((item) => item.slug).join(', ')}, not "${slug}"`);
  return chosen;
}
