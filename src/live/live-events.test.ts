import { afterEach, describe, expect, it, vi } from 'vitest';
import { followLiveEvents, type LiveMessage } from './live-events';

const event = (pileId: number): LiveMessage => ({ kind: 'gun', sellerId: 1, pileId, at: 0 });

/** A fetch answering one open event stream per call, that a test writes events into. */
function fakeStreams() {
  const opened: { write(message: LiveMessage): void; signal: AbortSignal }[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    let push!: (text: string) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    opened.push({ write: (message) => push(`data: ${JSON.stringify(message)}\n\n`), signal: init.signal! });
    return new Response(body, { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { opened, fetchMock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => vi.unstubAllGlobals());

describe('live events', () => {
  it('shares one stream among the followers of a page and closes it with the last one', async () => {
    const { opened, fetchMock } = fakeStreams();
    const first: number[] = [];
    const second: number[] = [];
    const stopFirst = followLiveEvents((message) => first.push(message.pileId));
    const stopSecond = followLiveEvents((message) => second.push(message.pileId));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    opened[0].write(event(7));
    await settle();
    expect(first).toEqual([7]);
    expect(second).toEqual([7]);

    stopFirst();
    opened[0].write(event(8));
    await settle();
    expect(first).toEqual([7]);
    expect(second).toEqual([7, 8]);
    expect(opened[0].signal.aborted).toBe(false);

    stopSecond();
    expect(opened[0].signal.aborted).toBe(true);

    const stopThird = followLiveEvents(() => undefined);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stopThird();
  });

  it('keeps telling the other followers when one of them fails, and reports the failure', async () => {
    const { opened } = fakeStreams();
    const heard: number[] = [];
    const failure = new Error('a screen failed');
    const uncaught = vi.fn();
    process.on('uncaughtException', uncaught);
    const stopBroken = followLiveEvents(() => {
      throw failure;
    });
    const stopWorking = followLiveEvents((message) => heard.push(message.pileId));
    await settle();
    opened[0].write(event(1));
    opened[0].write(event(2));
    await settle();
    process.off('uncaughtException', uncaught);
    expect(heard).toEqual([1, 2]);
    // The failure is reported, not swallowed.
    expect(uncaught).toHaveBeenCalledWith(failure, expect.anything());
    stopBroken();
    stopWorking();
  });
});
