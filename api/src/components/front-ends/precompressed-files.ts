import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** The twins the build writes beside each compressible file (packages/build/src/precompress.cjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/**
 * Serves the file under `root` that the request names in the best encoding the browser accepts,
 * from the twin the build compressed at its highest level, so no static file is compressed per
 * request. A file without twins (an image, a small file) or a browser that accepts neither goes on
 * to the plain static handler; every answer for a file with twins varies by `Accept-Encoding`.
 */
export function servePrecompressed(root: string, cacheControlFor: (fileName: string) => string): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    // Decodable (refuseMalformedPaths ran before); normalize() resolves every `..` at the root.
    const relative = path.posix.normalize(decodeURIComponent(req.path));
    if (relative.endsWith('/') || relative.includes('\0')) {
      next();
      return;
    }
    const file = path.join(root, relative);
    const twins = await Promise.all(
      ENCODINGS.map(async (encoding) => ((await isFile(file + encoding.suffix)) ? encoding : undefined)),
    );
    const available = twins.filter((twin) => twin !== undefined);
    if (available.length === 0) {
      next();
      return;
    }
    res.vary('Accept-Encoding');
    // Each asked on its own: with equal weights Express would pick the browser's order (gzip first).
    const chosen = available.find((encoding) => req.acceptsEncodings(encoding.name) === encoding.name);
    if (!chosen) {
      next();
      return;
    }
    const fileName = path.basename(file);
    res
      .set({ 'Content-Encoding': chosen.name, 'Cache-Control': cacheControlFor(fileName) })
      .type(path.extname(fileName));
    // Relative to root, as express.static does: dotfiles and `..` are judged on the request's part only.
    res.sendFile(
      relative.slice(1) + chosen.suffix,
      { root, cacheControl: false, acceptRanges: false },
      (error?: unknown) => {
        if (error) next(error);
      },
    );
  };
}
