// Test preload for the server process (database-thread-exit.test.ts): `kill -USR2 <pid>` stops
// the process's worker threads as a crash of the database thread would, so the test can check
// what the server does then. Plain JavaScript: node loads it before the TypeScript loader.
import { syncBuiltinESMExports } from 'node:module';
import workerThreads from 'node:worker_threads';

const running = new Set();
const Worker = workerThreads.Worker;
workerThreads.Worker = class extends Worker {
  constructor(...args) {
    super(...args);
    running.add(this);
    this.once('exit', () => running.delete(this));
  }
};
syncBuiltinESMExports();

process.on('SIGUSR2', () => {
  for (const worker of running) void worker.terminate();
});
