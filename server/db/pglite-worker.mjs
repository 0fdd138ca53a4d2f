// The embedded database in a thread of its own (see pglite-thread.ts): PGlite runs each statement
// synchronously in WebAssembly, so in the server's main thread every charging write would stall
// the event loop that answers piles and pages. Plain JavaScript, because a worker thread gets no
// TypeScript loader from the test runner.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const PARSE = { number: (text) => Number(text), text: (text) => text };

/**
 * An error as plain data: PostgreSQL's fields (code, constraint, detail, ...) travel with it.
 * Only plain values: one that cannot be copied to the other thread would lose the answer.
 */
const asData = (error) => {
  const data = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
    }
  }
  return data;
};

/** The running statement's start, read by the main thread's watchdog (thread-clock.ts). */
const startedAt = workerData.clock ? new BigInt64Array(workerData.clock) : undefined;

const statementBegins = () => startedAt && Atomics.store(startedAt, 0, BigInt(Date.now()));
const statementEnded = () => startedAt && Atomics.store(startedAt, 0, 0n);

/** Runs one statement with its start written where the main thread can see it. */
async function timed(statement) {
  statementBegins();
  try {
    return await statement();
  } finally {
    statementEnded();
  }
}

/** As PostgreSQL words a statement past its statement_timeout (SQLSTATE 57014). */
const timedOut = () => Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });

const reply = (id, result) => parentPort.postMessage({ id, result });
const fail = (id, error) => parentPort.postMessage({ id, error: asData(error) });

/** Marks a transaction its caller asked to roll back: thrown so that PGlite rolls it back. */
const ROLLBACK = Symbol('rollback');

async function open() {
  const { dataDir, loadDataDir, parsers } = workerData;
  return PGlite.create({
    dataDir,
    loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
    parsers: Object.fromEntries(Object.entries(parsers).map(([oid, kind]) => [oid, PARSE[kind]])),
  });
}

let pg;
try {
  pg = await open();
} catch (error) {
  parentPort.postMessage({ failed: asData(error) });
  process.exit(1);
}

/** Open transactions by the id of the message that began them. */
const transactions = new Map();
const unlisteners = new Map();

const shape = (result) => ({ rows: result.rows, affectedRows: result.affectedRows ?? 0 });

/** Runs until the transaction ends (see `end`): the database is the transaction's until then. */
function begin(id) {
  const entry = {};
  const ended = new Promise((resolve) => (entry.finish = resolve));
  entry.done = timed(() =>
    pg.transaction(async (tx) => {
      // Between BEGIN and COMMIT the thread waits for the caller's statements, each timed itself.
      entry.tx = tx;
      statementEnded();
      reply(id);
      if (!(await ended)) throw ROLLBACK;
      statementBegins();
    }),
  );
  transactions.set(id, entry);
  // A transaction that could not begin answers the begin message; any later outcome is `end`'s.
  return entry.done.then(
    () => undefined,
    (error) => {
      if (entry.tx) return;
      transactions.delete(id);
      fail(id, error);
    },
  );
}

async function end(id, tx, commit) {
  const open = transactions.get(tx);
  if (!open) return fail(id, new Error(`no open transaction ${tx}`));
  transactions.delete(tx);
  open.finish(commit);
  try {
    await open.done;
    reply(id);
  } catch (error) {
    if (error === ROLLBACK) reply(id);
    else fail(id, error);
  }
}

/** One statement, transaction or request, holding the database until it is done. */
async function run(message) {
  const { id, op } = message;
  try {
    // Its caller has given up waiting (pglite-thread.ts): the database has better things to do.
    if (message.deadline !== undefined && Date.now() > message.deadline) throw timedOut();
    switch (op) {
      case 'query':
        return reply(id, shape(await timed(() => pg.query(message.sql, message.params))));
      case 'begin':
        return await begin(id);
      case 'listen': {
        const channel = message.channel;
        unlisteners.set(id, await pg.listen(channel, () => parentPort.postMessage({ notify: channel })));
        return reply(id);
      }
      case 'unlisten': {
        const unlisten = unlisteners.get(message.listener);
        unlisteners.delete(message.listener);
        await unlisten?.();
        return reply(id);
      }
      case 'dump': {
        const dump = await pg.dumpDataDir('gzip');
        const bytes = await dump.arrayBuffer();
        return parentPort.postMessage({ id, result: bytes }, [bytes]);
      }
      case 'close':
        await pg.close();
        reply(id);
        return parentPort.close();
      default:
        throw new Error(`unknown operation ${op}`);
    }
  } catch (error) {
    fail(id, error);
  }
}

/**
 * Work waiting for the database, by priority. The database runs one thing at a time, so a page
 * someone waits on would otherwise queue behind every meter value the piles sent before it:
 * what a person waits on goes first, and the piles' work still moves, one item after every few.
 */
const waiting = { interactive: [], background: [] };
const INTERACTIVE_IN_A_ROW = 8;
let interactiveInARow = 0;
let busy = false;

/** Counts the interactive items run while background work was waiting. */
function next() {
  const { interactive, background } = waiting;
  if (!background.length) {
    interactiveInARow = 0;
    return interactive.shift();
  }
  if (!interactive.length || interactiveInARow >= INTERACTIVE_IN_A_ROW) {
    interactiveInARow = 0;
    return background.shift();
  }
  interactiveInARow += 1;
  return interactive.shift();
}

function pump() {
  if (busy) return;
  const message = next();
  if (!message) return;
  busy = true;
  void run(message).finally(() => {
    busy = false;
    pump();
  });
}

/** Inside an open transaction: the database is already the transaction's, so it runs at once. */
async function inTransaction(message) {
  const { id, op } = message;
  try {
    if (op === 'end') return await end(id, message.tx, message.commit);
    const tx = transactions.get(message.tx)?.tx;
    if (!tx) throw new Error(`no open transaction ${message.tx}`);
    reply(id, shape(await timed(() => tx.query(message.sql, message.params))));
  } catch (error) {
    fail(id, error);
  }
}

parentPort.on('message', (message) => {
  if (message.tx !== undefined) return void inTransaction(message);
  (message.background ? waiting.background : waiting.interactive).push(message);
  pump();
});
parentPort.postMessage({ ready: true });
