// Stands in for the resize-observer-polyfill package (see vite.config.ts): every browser the
// build targets has ResizeObserver, so the polyfill's 7 KB would only ever be downloaded.
export default globalThis.ResizeObserver;
