import type { ScreenDefinition } from './define-screen';
import { createScreenRegistry } from './screen-registry';

export { defineScreen, type ScreenDefinition } from './define-screen';

// One folder per screen; each screen.ts is small (id, title, paths, a lazy component).
const modules = import.meta.glob('./*/screen.{ts,tsx}', { eager: true, import: 'default' }) as Record<
  string,
  ScreenDefinition
>;

/** Every hand-written screen of the product: the shell's pages and those menu items mount. */
export const screenRegistry = createScreenRegistry(modules);
