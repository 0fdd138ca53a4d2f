import { message } from 'antd';
import { lazy, type ComponentType } from 'react';
import { translate } from '../i18n/i18n-store';

/** SPEC sections 8 and 9: a script chunk that has not arrived after 120 s is an error. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout' | 'css',
    cause?: unknown,
  ) {
    super(
      translate(reason === 'timeout' ? 'chunk.timeout' : reason === 'css' ? 'chunk.cssLoadError' : 'chunk.loadError'),
      {
        cause,
      },
    );
    this.name = 'ChunkLoadError';
  }
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError('failed', error));
      },
    );
  });
}

/** React.lazy with the chunk timeout and the chunk error. */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withChunkTimeout(load));
}

/** Vite reports failed preloads (scripts and style sheets) with this event. */
export function installChunkErrorReporting(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const detail = (event as Event & { payload?: { message?: string } }).payload;
    const isCss = /\.css/.test(detail?.message ?? '');
    message.error(new ChunkLoadError(isCss ? 'css' : 'failed').message);
  });
}
