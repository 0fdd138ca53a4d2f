import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The server's process guards (installed by server/main.ts), in a process of their own: what
 * happens to the process is the subject. Answers its exit code and its log lines.
 */
function runGuarded(body: string): { status: number | null; logs: { level: number; msg: string }[]; out: string } {
  const script = `
    import pino from 'pino';
    import net from 'node:net';
    import { guardProcess } from './server/process-guard.ts';
    guardProcess(pino());
    ${body}
    setTimeout(() => { console.log('"still serving"'); process.exit(0); }, 500);
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 30_000,
  });
  const out = run.stdout + run.stderr;
  const logs = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
  return { status: run.status, logs, out };
}

describe('process guards', () => {
  it('logs an unhandled promise rejection and keeps serving', () => {
    const run = runGuarded(`Promise.reject(new Error('nobody awaits this'));`);
    expect(run.out).toContain('still serving');
    expect(run.status).toBe(0);
    expect(run.logs).toContainEqual(expect.objectContaining({ level: 50, msg: expect.stringContaining('rejection') }));
  });

  it('keeps serving when a connection nobody listens to fails because its peer went away', () => {
    const run = runGuarded(`
      const server = net.createServer((socket) => socket.resetAndDestroy()).listen(0, '127.0.0.1', () => {
        const client = net.connect(server.address().port, '127.0.0.1');
        client.on('connect', () => client.write('x'));
      });`);
    expect(run.out).toContain('still serving');
    expect(run.status).toBe(0);
    expect(run.logs).toContainEqual(expect.objectContaining({ level: 40 }));
  });

  it('logs any other uncaught exception as fatal and exits 1, for its supervisor to restart it', () => {
    const run = runGuarded(`setTimeout(() => { throw new Error('half-way through a step'); }, 10);`);
    expect(run.out).not.toContain('still serving');
    expect(run.status).toBe(1);
    expect(run.logs).toContainEqual(expect.objectContaining({ level: 60, msg: expect.stringContaining('uncaught') }));
  });
});
