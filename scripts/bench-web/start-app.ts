import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Builds the web app into `distDir` (default dist/) unless it already holds one (or a rebuild
 * is asked for); `schemasDir` builds it with another schemas folder (SCHEMAS_DIR).
 */
export function ensureBuild(
  root: string,
  rebuild: boolean,
  { distDir = path.join(root, 'dist'), schemasDir }: { distDir?: string; schemasDir?: string } = {},
): void {
  if (!rebuild && existsSync(path.join(distDir, 'index.html'))) return;
  const built = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: schemasDir ? { ...process.env, SCHEMAS_DIR: schemasDir } : process.env,
  });
  if (built.status !== 0) throw new Error('vite build failed');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningApp {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The real server on a free port with a fresh embedded database seeded with the demo data, serving `distDir`. */
export async function startApp(root: string, distDir = path.join(root, 'dist')): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DIST_DIR: distDir,
        DATABASE_URL: '',
      },
      stdio: 'ignore',
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
