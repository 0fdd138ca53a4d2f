import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { loadExcelJs } from './load-exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** attachment; with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987) for Chinese titles. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export type SheetWriter = (sheet: ExcelJS.Worksheet, flush: () => Promise<void>) => Promise<void>;

/**
 * Streams a one-sheet workbook into the reply as it is written: rows are committed one by one
 * and the writer waits whenever the client reads slower than the rows come.
 */
export function sendXlsx(reply: FastifyReply, filename: string, sheetName: string, write: SheetWriter): FastifyReply {
  const stream = new PassThrough();
  const flush = async () => {
    if (stream.writableNeedDrain) await once(stream, 'drain');
  };
  const run = async () => {
    const excel = await loadExcelJs();
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
    await write(sheet, flush);
    sheet.commit();
    await workbook.commit();
  };
  run().catch((error: unknown) => {
    reply.log.error({ err: error }, 'xlsx stream failed');
    stream.destroy(error as Error);
  });
  return reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(filename)).send(stream);
}
