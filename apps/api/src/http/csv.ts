/**
 * One CSV cell (RFC 4180). A title or a name is typed by a person: one starting with = + - @ or a
 * tab would run as a formula in a spreadsheet, so it is read as text (a leading apostrophe, OWASP's
 * advice).
 */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file streamed batch by batch: the header line, then one line per row of each batch. */
export function csvStream<T>(
  header: readonly string[],
  batches: AsyncGenerator<T[]>,
  cells: (row: T) => (string | number)[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (values: (string | number)[]) => `${values.map(csvCell).join(',')}\r\n`;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`${header.join(',')}\r\n`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map((row) => line(cells(row))).join('')));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/** The headers of a CSV download named `filename`. */
export const csvHeaders = (filename: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'no-store',
});
