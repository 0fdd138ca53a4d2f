import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendXlsx } from './xlsx-reply';

// A real server on a real socket: what a browser downloading an export would see.
let app: FastifyInstance;
let base: string;
const ROWS = 20_000;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.get('/export/:fail', (request, reply) =>
    sendXlsx(reply, 'rows.xlsx', 'rows', async (sheet, flush) => {
      const failAt = (request.params as { fail: string }).fail === 'midway' ? ROWS / 2 : Infinity;
      for (let i = 0; i < ROWS; i++) {
        if (i === failAt) throw new Error('the database went away');
        sheet.addRow([i, `row ${i} ${'x'.repeat(40)}`]).commit();
        if (i % 500 === 0) await flush();
      }
    }),
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Reads the whole body; answers the bytes read and whether the transfer ended cleanly. */
async function download(path: string): Promise<{ status: number; bytes: number; complete: boolean }> {
  const response = await fetch(base + path);
  const reader = response.body!.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { status: response.status, bytes, complete: true };
      bytes += value.byteLength;
    }
  } catch {
    return { status: response.status, bytes, complete: false };
  }
}

describe('a streamed export', () => {
  it('ends cleanly with a whole workbook when every row is written', async () => {
    const whole = await download('/export/never');
    expect(whole).toMatchObject({ status: 200, complete: true });
    expect(whole.bytes).toBeGreaterThan(100_000);
  });

  it('cuts the connection when it fails after its first bytes, so a part is never taken for a whole file', async () => {
    const cut = await download('/export/midway');
    expect(cut.status).toBe(200);
    expect(cut.bytes).toBeGreaterThan(0);
    expect(cut.complete).toBe(false);
  });
});
