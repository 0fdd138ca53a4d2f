/** What antd needs from a browser that jsdom lacks. Imported by the screen tests only. */
export function installDomPolyfills(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom refuses.
  const original = window.getComputedStyle;
  window.getComputedStyle = (element: Element) => original(element);
}

/**
 * jsdom cascades every style sheet on each getComputedStyle, and antd's CSS-in-JS sheets make
 * that most of a form's render time (Formily's grid asks for every cell's style). Tests that
 * assert content, not layout (jsdom lays nothing out anyway), can take the element's own inline
 * style instead of the cascade.
 */
export function takeInlineStylesAsComputed(): void {
  window.getComputedStyle = (element: Element) => (element as HTMLElement).style ?? document.createElement('div').style;
}
