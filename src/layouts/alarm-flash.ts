/** How long the tab title blinks, and how fast. */
const FLASH_MS = 10_000;
const BLINK_MS = 500;

let stop: (() => void) | undefined;

/**
 * Blinks the tab's title with the alarm's text for a few seconds (a notify rule's "flash"), so
 * an operator on another tab or window sees it too; the title comes back as it was.
 */
export function flashTitle(text: string): void {
  stop?.();
  const original = document.title;
  let on = false;
  const timer = window.setInterval(() => {
    on = !on;
    document.title = on ? text : original;
  }, BLINK_MS);
  const end = window.setTimeout(() => stop?.(), FLASH_MS);
  stop = () => {
    window.clearInterval(timer);
    window.clearTimeout(end);
    document.title = original;
    stop = undefined;
  };
}
