import { readFile, stat } from 'node:fs/promises';

/**
 * Reads files of the built front-ends and keeps what `parse` made of each while the file is
 * unchanged: one `stat` per call, a read only after a redeploy. Undefined for a missing file, or
 * one `parse` refused (it throws).
 */
export function readWhenChanged<T>(parse: (text: string) => T) {
  const cache = new Map<string, { version: string; value: T | undefined }>();
  return async (file: string): Promise<T | undefined> => {
    let version: string;
    try {
      const info = await stat(file);
      version = `${info.ino}:${info.size}:${info.mtimeMs}`;
    } catch {
      cache.delete(file);
      return undefined;
    }
    const cached = cache.get(file);
    if (cached?.version === version) return cached.value;
    let value: T | undefined;
    try {
      value = parse(await readFile(file, 'utf8'));
    } catch {
      value = undefined;
    }
    cache.set(file, { version, value });
    return value;
  };
}
