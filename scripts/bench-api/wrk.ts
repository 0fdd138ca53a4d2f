import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Measurement {
  requests: number;
  errors: number;
  perSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
}

export interface WrkTarget {
  url: string;
  headers: Record<string, string>;
  /** Sent in turn, one per request (e.g. pages 1–10). */
  bodies: string[];
}

const lua = (value: string) => JSON.stringify(value); // a JSON string literal is a valid Lua string literal here

/**
 * The Lua script: POSTs the bodies in turn, counts answers whose body code is not 0 as errors
 * (the API answers most refusals with HTTP 200), and prints one machine-readable line.
 */
export function wrkScript(target: WrkTarget): string {
  const headers = Object.entries(target.headers)
    .map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`)
    .join('\n');
  return `
wrk.method = "POST"
${headers}
local bodies = { ${target.bodies.map(lua).join(', ')} }
local i = 0
failed = 0 -- a global: done() reads it from each thread with thread:get
request = function()
  i = i + 1
  return wrk.format(nil, nil, nil, bodies[1 + (i % #bodies)])
end
response = function(status, headers, body)
  if status ~= 200 or not string.find(body, '"code":0', 1, true) then failed = failed + 1 end
end
local threads = {}
setup = function(thread) table.insert(threads, thread) end
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  for _, thread in ipairs(threads) do errors = errors + thread:get("failed") end
  io.write(string.format("WRK %d %d %f %f %f\\n", summary.requests, errors, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
`;
}

export function parseWrkOutput(stdout: string): Measurement {
  const line = stdout.split('\n').find((l) => l.startsWith('WRK '));
  if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
  const [requests, errors, seconds, p50, p99] = line.slice(4).trim().split(/\s+/).map(Number);
  return { requests, errors, perSecond: requests / seconds, p50, p99 };
}

/**
 * Drives the target from wrk, a separate process written in C, so that the load generator does
 * not share the server's event loop (a fetch loop in the same process costs about as much CPU
 * as the handler it measures). A warm-up run comes first (JIT, and each pooled connection
 * preparing its statements), its figures discarded.
 */
export async function measureWithWrk(
  target: WrkTarget,
  options: { seconds: number; concurrency: number; warmupSeconds?: number },
): Promise<Measurement> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-wrk-'));
  try {
    const script = join(dir, 'post.lua');
    await writeFile(script, wrkScript(target));
    const args = (seconds: number) => [
      '-t1',
      `-c${options.concurrency}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      script,
      target.url,
    ];
    await run('wrk', args(options.warmupSeconds ?? 3));
    const { stdout } = await run('wrk', args(options.seconds));
    return parseWrkOutput(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
