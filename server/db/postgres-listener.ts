import pg from 'pg';
import type { ChangeHandlers } from './database';

const RETRY_MS = 1_000;

/**
 * LISTEN on a connection of its own. While it is down, notifications can be missed, so the
 * caller hears `lost` and must not trust what it remembers until `ready` comes again after a
 * reconnect.
 */
export async function followChannel(
  config: pg.ClientConfig,
  channel: string,
  handlers: ChangeHandlers,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    // Named with the process, so that an administrator (or a test) can tell one server's listener
    // from another's on a shared database.
    const name = `listen:${channel}:${process.pid}`;
    const current = new pg.Client({ ...config, keepAlive: true, application_name: name });
    client = current;
    let down = false;
    const onDown = () => {
      if (down) return;
      down = true;
      handlers.lost();
      current.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(connect, RETRY_MS);
    };
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.notify();
    });
    current.on('error', onDown);
    current.on('end', onDown);
    try {
      await current.connect();
      await current.query(`listen ${channel}`);
      if (!down && !stopped) handlers.ready();
    } catch {
      onDown();
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
