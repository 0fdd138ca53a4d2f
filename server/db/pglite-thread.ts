import { Worker } from 'node:worker_threads';
import type { ChangeHandlers, Database, Queryable, QueryResult } from './database';
import { TYPE_PARSE_RULES } from './type-parsers';
import { WriteSignal } from './write-signal';
import type { PgliteOptions } from './pglite';
import { isStatementTimeout, statementTimeoutError, type StatementLimits } from './statement-timeout';
import { ThreadClock } from './thread-clock';

type Request =
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump' }
  | { op: 'close' };

type Answer = { id: number; result?: unknown; error?: Record<string, unknown> };

export interface PgliteThreadOptions extends PgliteOptions, StatementLimits {
  /**
   * Called once if the thread stops other than through `close` (it crashed, or a statement held
   * it past the background bound and it was stopped): every later call fails, so the server
   * should exit and let its supervisor start it again.
   */
  onStopped?(error: Error): void;
}

/** A call waiting for its answer; `late` handles an answer that came after the caller gave up. */
interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
  late?(message: Answer): void;
}

/** A worker's error, rebuilt with PostgreSQL's fields (code, constraint, detail) for the callers. */
function rebuild(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message));
  return Object.assign(error, data, { stack: error.stack });
}

/**
 * The embedded database on a thread of its own, behind the same contract as `openPglite`. PGlite
 * runs every statement synchronously; on the server's main thread each charging write would hold
 * up the piles and pages waiting there, and the machine's other core would stay idle. Statements
 * and transactions travel as messages; a notification is posted before the answer to the
 * statement that committed it, so `hearsOwnWritesAtOnce` holds as it does in-process. Work
 * through `background` waits while a person's statements are queued (see the worker).
 */
export async function openPgliteThread(
  options: PgliteThreadOptions = {},
): Promise<Database & { dumpDataDir(): Promise<Blob> }> {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const clock = new ThreadClock();
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, loadDataDir, parsers: TYPE_PARSE_RULES, clock: clock.buffer },
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  const pending = new Map<number, Pending>();
  const channels = new Map<number, { channel: string; handlers: ChangeHandlers }>();
  let nextId = 1;
  let stopped: Error | undefined;
  let closing = false;

  const stop = (error: Error) => {
    const first = !stopped;
    stopped ??= error;
    clearInterval(watchdog);
    for (const call of pending.values()) {
      clearTimeout(call.timer);
      call.reject(stopped);
    }
    pending.clear();
    if (first && !closing) options.onStopped?.(stopped);
  };

  /**
   * PGlite cannot cancel a statement once it runs (its \`statement_timeout\` never fires: the
   * WebAssembly build has no timer signal), and a thread busy in one statement hears nothing.
   * What bounds it is this: a statement still running past the background bound has the thread
   * stopped, which `onStopped` reports (the server then exits for its supervisor to restart it).
   */
  const hardLimitMs = options.backgroundStatementTimeoutMs;
  const watchdog = setInterval(
    () => {
      const running = clock.runningForMs();
      if (!hardLimitMs || running <= hardLimitMs) return;
      stop(new Error(`a statement held the database thread for ${Math.round(running)} ms; the thread was stopped`));
      void worker.terminate();
    },
    Math.min(1000, Math.max(10, (hardLimitMs ?? 1000) / 4)),
  );
  watchdog.unref();

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (first: { ready?: true; failed?: Record<string, unknown> }) =>
      first.ready ? resolve() : reject(rebuild(first.failed ?? { message: 'the database did not start' })),
    );
    worker.once('error', reject);
  }).catch((error: unknown) => {
    clearInterval(watchdog);
    throw error;
  });

  worker.on('message', (message: Answer | { notify: string }) => {
    if ('notify' in message) {
      for (const { channel, handlers } of channels.values()) if (channel === message.notify) handlers.notify();
      return;
    }
    const call = pending.get(message.id);
    pending.delete(message.id);
    if (!pending.size) worker.unref();
    if (!call) return;
    clearTimeout(call.timer);
    if (call.late) call.late(message);
    else if (message.error) call.reject(rebuild(message.error));
    else call.resolve(message.result);
  });
  // A call waiting for its answer keeps the process alive; an idle, unclosed database does not.
  worker.unref();
  worker.on('error', (error) => stop(error));
  worker.on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));

  /**
   * Posts a request; its id names what it begins (a transaction, a listener) in later requests.
   * A statement or a begin gets its work's bound: past it, the caller has the timeout error, and
   * the thread drops the request if it has not started it yet. One already running cannot be
   * stopped: its answer, when it comes, is dropped, and a transaction it began is rolled back.
   */
  const call = <T>(request: Request, background = false): { id: number; answer: Promise<T> } => {
    const id = nextId++;
    if (stopped) return { id, answer: Promise.reject(stopped) };
    const limitMs = background ? options.backgroundStatementTimeoutMs : options.statementTimeoutMs;
    const bounded = (request.op === 'query' || request.op === 'begin') && !!limitMs && limitMs > 0;
    const answer = new Promise<T>((resolve, reject) => {
      if (!pending.size) worker.ref();
      const entry: Pending = { resolve: resolve as (value: unknown) => void, reject };
      if (bounded) {
        entry.timer = setTimeout(() => {
          entry.late = (late) => {
            if (request.op === 'begin' && !late.error) void send({ op: 'end', tx: id, commit: false }).catch(() => {});
          };
          reject(statementTimeoutError());
        }, limitMs);
      }
      pending.set(id, entry);
      worker.postMessage({ id, background, ...request, deadline: bounded ? Date.now() + limitMs : undefined });
    });
    return { id, answer };
  };
  const send = <T>(request: Request, background = false) => call<T>(request, background).answer;

  const writes = new WriteSignal();

  /** The database as seen by interactive work, or by background work queued behind it. */
  const view = (background: boolean): Database => {
    const querying =
      (tx?: number): Queryable['query'] =>
      <Row>(sql: string, params: unknown[] = []) =>
        send<QueryResult<Row>>({ op: 'query', sql, params, tx }, background);
    return {
      kind: 'pglite',
      query: writes.signalling(querying()),
      async transaction(fn) {
        const begun = call({ op: 'begin' }, background);
        await begun.answer;
        const tx = begun.id;
        let result;
        try {
          result = await fn({ query: querying(tx) });
        } catch (error) {
          // A failed rollback must not hide why the transaction failed.
          const rollback = send({ op: 'end', tx, commit: false }).catch(() => undefined);
          // Past its bound the statement may still be running, and the rollback comes after it:
          // the caller has its answer now (the rollback still goes before anything sent later).
          if (!isStatementTimeout(error)) await rollback;
          throw error;
        }
        await send({ op: 'end', tx, commit: true });
        writes.emit();
        return result;
      },
      onLocalWrite: (listener) => writes.subscribe(listener),
      async follow(channel, handlers) {
        if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
        const { id: listener, answer } = call({ op: 'listen', channel });
        await answer;
        channels.set(listener, { channel, handlers });
        handlers.ready();
        return async () => {
          channels.delete(listener);
          await send({ op: 'unlisten', listener });
        };
      },
      hearsOwnWritesAtOnce: true,
      get background() {
        return backgroundView;
      },
      close,
    };
  };

  const close = async () => {
    if (stopped) return;
    closing = true;
    await send({ op: 'close' });
    await worker.terminate();
  };
  const backgroundView = view(true);
  return {
    ...view(false),
    async dumpDataDir() {
      return new Blob([await send<ArrayBuffer>({ op: 'dump' })]);
    },
  };
}
