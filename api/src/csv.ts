// CSV files the admin exports (the voucher log, the audit log): one format, one streaming loop.

/** A spreadsheet treats a cell starting with one of these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a cell that a spreadsheet would run as a formula gets a leading apostrophe, then
 * every cell is quoted (quotes doubled), so commas, quotes and line breaks stay inside it.
 */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** RFC 4180 line endings. */
export const csvLine = (cells: readonly (string | null)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Rows per read while exporting: memory stays bounded by one batch whatever the export's size. */
export const EXPORT_BATCH_SIZE = 1_000;

/** A CSV export under way: its file name and its text, produced one batch at a time as it is read. */
export type CsvExport = { filename: string; chunks: AsyncIterable<string> };

/**
 * The header, then keyset batches from the newest row down: each is one indexed read, rows added
 * after the export started are never included, and nothing is held between batches but the last
 * id. `completed` hears the row count once the last row is out (never when the reader went away).
 */
export async function* keysetCsvChunks<Row extends { id: string }>(options: {
  header: readonly string[];
  readBatch: (beforeId: string | undefined, limit: number) => Promise<Row[]>;
  toCsv: (rows: Row[]) => Promise<string> | string;
  completed?: (rowCount: number) => Promise<void>;
}): AsyncGenerator<string> {
  yield csvLine(options.header);
  let rowCount = 0;
  let beforeId: string | undefined;
  for (;;) {
    const batch = await options.readBatch(beforeId, EXPORT_BATCH_SIZE);
    if (batch.length > 0) yield await options.toCsv(batch);
    rowCount += batch.length;
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH_SIZE) break;
    beforeId = last.id;
  }
  await options.completed?.(rowCount);
}

/** 2026-01-15T12:00:00.000Z -> 20260115-120000 (UTC), for export file names. */
export const fileStamp = (date: Date) => date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
