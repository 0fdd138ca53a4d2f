import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { md5 } from 'js-md5';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on at the moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real server (`server/main.ts` under tsx) as a child process of its own: the process that
 * holds the database is the one killed. Node runs tsx as a loader (`--import tsx`) rather than
 * through the tsx command, which would leave the server running in a grandchild when the
 * command is killed.
 */
export class ServerProcess {
  private child?: ChildProcess;
  private output = '';
  readonly base: string;

  constructor(
    readonly port: number,
    /** DATA_DIR or DATABASE_URL, and any other setting the test gives the server. */
    private readonly env: { DATA_DIR?: string; DATABASE_URL?: string } & Record<string, string | undefined>,
    /** Extra flags for node (a benchmark's `--cpu-prof`, say). */
    private readonly nodeArgs: string[] = [],
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  /** The server's process id while it runs (for CPU and memory readings). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the server and waits until it answers its health check. */
  async start(timeoutMs = 90_000): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, [...this.nodeArgs, '--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        DATA_DIR: this.env.DATA_DIR ?? '',
        DATABASE_URL: this.env.DATABASE_URL ?? '',
        DIST_DIR: path.join(ROOT, 'no-web-app'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk) => (this.output += chunk));
    child.stderr?.on('data', (chunk) => (this.output += chunk));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${this.output}`);
      const up = await fetch(`${this.base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not answer within ${timeoutMs} ms:\n${this.output}`);
  }

  /** Sends the server process a signal and leaves it running (or not: see `exited`). */
  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** The exit code once the process ended (waiting at most `timeoutMs`), and what it wrote. */
  async exited(timeoutMs: number): Promise<{ code: number | null; output: string }> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return { code: child?.exitCode ?? null, output: this.output };
  }

  /** kill -9: no shutdown hook runs, no buffer is flushed by the process. */
  async kill(): Promise<void> {
    await this.stop('SIGKILL');
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  async post<T = unknown>(url: string, body: unknown, token?: string) {
    const response = await fetch(`${this.base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; msg: string; data: T };
  }

  async login(sellerNumber: string, account: string, password: string): Promise<string> {
    const answer = await this.post<{ token: string }>('/api/system/login', {
      sellerNumber,
      credentials: { account, password: md5(password) },
    });
    if (answer.code !== 0) throw new Error(`login failed: ${answer.msg}`);
    return answer.data.token;
  }
}
