import { message } from 'antd';
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { t } from '../i18n/i18n-store';

/** SPEC sections 8 and 9: a script chunk that has not arrived after 120 s is an error. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout' | 'css',
    cause?: unknown,
  ) {
    super(t(reason === 'timeout' ? 'chunk.timeout' : reason === 'css' ? 'chunk.cssLoadError' : 'chunk.loadError'), {
      cause,
    });
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

export interface ChunkComponent<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the code now; rendered once loaded, the component no longer suspends. */
  preload(): Promise<void>;
}

/**
 * React.lazy with the chunk timeout and the chunk error, and a preload. React 18 shows a
 * suspended subtree's content no sooner than 500 ms after its fallback appeared, so code that
 * can be asked for ahead (after a reload, while the user data loads) is rendered directly once
 * it is in, without suspending at all.
 */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ChunkComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= withChunkTimeout(load).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // While not loaded, the lazy element suspends; it never shows content, because `loaded` is set
  // (above) before React hears of the load and renders again.
  const Lazy = lazy(start);
  const Chunk = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  Chunk.preload = () => start().then(() => undefined);
  return Chunk;
}

/** Vite reports failed preloads (scripts and style sheets) with this event. */
export function installChunkErrorReporting(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const detail = (event as Event & { payload?: { message?: string } }).payload;
    const isCss = /\.css/.test(detail?.message ?? '');
    message.error(new ChunkLoadError(isCss ? 'css' : 'failed').message);
  });
}
