import { createRegistry, type Registry } from '../registry/create-registry';
import type { ScreenDefinition } from './define-screen';

export interface ScreenRegistry extends Registry<ScreenDefinition> {
  /** The screen that owns a shell route (its `paths`), if any. */
  atPath(path: string): ScreenDefinition | undefined;
  /** Where a redirecting shell path leads (a screen's `redirectsFrom`). */
  redirectOf(path: string): string | undefined;
  /** The screen that is an entity's create and edit page (its `formOf`), if any. */
  formPageOf(entity: string): ScreenDefinition | undefined;
}

/**
 * Builds the registry from the screen folders' modules, keyed by file path
 * (`./<id>/screen.ts`). A folder not named after its screen's id, two screens with one id
 * and two screens claiming one path throw: each is a mistake that would route a path to the
 * wrong page.
 */
export function createScreenRegistry(modules: Record<string, ScreenDefinition>): ScreenRegistry {
  const screens = Object.entries(modules).map(([file, screen]) => {
    const folder = file.split('/').at(-2);
    if (folder !== screen.id) throw new Error(`screen "${screen.id}" is defined in folder "${folder}"`);
    return screen;
  });
  const registry = createRegistry('screen', screens);
  const byPath = new Map<string, ScreenDefinition>();
  const redirects = new Map<string, string>();
  const formPages = new Map<string, ScreenDefinition>();
  for (const screen of screens) {
    if (screen.formOf) {
      const other = formPages.get(screen.formOf);
      if (other) throw new Error(`screens "${other.id}" and "${screen.id}" are both the form of ${screen.formOf}`);
      formPages.set(screen.formOf, screen);
    }
    for (const path of [...(screen.paths ?? []), ...(screen.redirectsFrom ?? [])]) {
      const other = byPath.get(path);
      if (other) throw new Error(`screens "${other.id}" and "${screen.id}" both claim ${path}`);
      byPath.set(path, screen);
    }
    if (screen.redirectsFrom?.length && !screen.paths?.length) {
      throw new Error(`screen "${screen.id}" redirects to no path of its own`);
    }
    for (const from of screen.redirectsFrom ?? []) redirects.set(from, screen.paths![0]);
  }
  return {
    ...registry,
    atPath: (path) => (redirects.has(path) ? undefined : byPath.get(path)),
    redirectOf: (path) => redirects.get(path),
    formPageOf: (entity) => formPages.get(entity),
  };
}
