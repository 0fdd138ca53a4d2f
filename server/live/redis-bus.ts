import { createClient } from 'redis';
import type { LiveBus, LiveEvent, LiveListener } from './live-bus';

/** The one channel every instance of a deployment publishes its live events to. */
export const LIVE_CHANNEL = 'charge-ops:live';

/**
 * The live bus across server instances: each event is published to Redis and heard by every
 * instance subscribed to the channel, the publisher included, so listeners hear local and
 * remote events the same way. Publishing never waits on Redis: an event that cannot be sent is
 * logged and dropped (statuses are also in the database; the next one corrects a monitor).
 */
export async function createRedisBus(
  url: string,
  onError: (error: unknown) => void,
  channel = LIVE_CHANNEL,
): Promise<LiveBus> {
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = new Set<LiveListener>();
  let closed = false;
  await subscriber.subscribe(channel, (message) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(message) as LiveEvent;
    } catch (error) {
      return onError(error);
    }
    for (const listener of listeners) listener(event);
  });
  return {
    shared: true,
    publish(event) {
      if (closed) return;
      publisher.publish(channel, JSON.stringify(event)).catch(onError);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
