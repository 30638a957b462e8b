import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { CsvExport } from '../csv';

/** Streams an export as a download, with backpressure: the next batch is read only once the socket took the last one. */
export async function sendCsvDownload(res: Response, csvExport: CsvExport): Promise<void> {
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${csvExport.filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  try {
    await pipeline(Readable.from(csvExport.chunks, { objectMode: false }), res);
  } catch (error) {
    if (res.destroyed && !res.writableFinished && isPrematureClose(error)) return; // the client went away
    throw error;
  }
}

const isPrematureClose = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE';
