import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { measureWithWrk, parseWrkOutput } from './wrk';

it('reads the figures wrk printed', () => {
  const measured = parseWrkOutput('Running 2s test\nWRK 3000 12 2.000000 1.250000 9.500000\n');
  expect(measured).toEqual({ requests: 3000, errors: 12, perSecond: 1500, p50: 1.25, p99: 9.5 });
  expect(() => parseWrkOutput('unable to connect')).toThrow(/no result/);
});

it('posts each body in turn and counts answers with a non-zero code as errors', async () => {
  const seen = new Map<string, number>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.set(body, (seen.get(body) ?? 0) + 1);
      const ok = request.headers.authorization === 'secret' && body !== '{"pageNo":3}';
      response.setHeader('content-type', 'application/json');
      response.end(ok ? '{"code":0,"data":[]}' : '{"code":5,"message":"no"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const bodies = [1, 2, 3].map((pageNo) => JSON.stringify({ pageNo }));
    const measured = await measureWithWrk(
      { url: `http://127.0.0.1:${port}/page`, headers: { authorization: 'secret' }, bodies },
      { seconds: 1, concurrency: 2, warmupSeconds: 1 },
    );
    expect([...seen.keys()].sort()).toEqual(bodies);
    expect(measured.requests).toBeGreaterThan(30);
    // A third of the requests ask for page 3, which this server refuses.
    expect(measured.errors / measured.requests).toBeCloseTo(1 / 3, 1);
    expect(measured.p99).toBeGreaterThanOrEqual(measured.p50);
  } finally {
    server.close();
  }
});
