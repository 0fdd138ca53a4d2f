import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The source files a list needs after login, whatever the entity: the layout, the screens'
 * lookup and the list screen (early boot preloads the same three).
 */
export const LIST_PATH_ROOTS = [
  '/src/layouts/main-layout.tsx',
  '/src/screens/index.ts',
  '/src/screens/entity-list.tsx',
];

/** The home page, where a login lands on its way to a list. */
export const HOME_PAGE_ROOTS = ['/src/pages/home/home-page.tsx'];

const NAMED_IMPORTS = /import\s*\{([^}]*)\}\s*from\s*['"](antd|@ant-design\/icons)['"]/g;

/** `Table`, `type TableProps`, `Table as T` → the names of values imported (types left out). */
function importedNames(specifiers: string): string[] {
  return specifiers
    .split(',')
    .map((specifier) => specifier.trim().split(/\s+as\s+/)[0])
    .filter((name) => name && !name.startsWith('type '));
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The modules that the package indexes of antd and of the icons stand for in a source file: an
 * index imports every component (every icon), but a file uses only those it names.
 */
function namedModules(sourceFile: string, packageIndexes: Map<string, string>): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  const source = readFileSync(sourceFile, 'utf8');
  for (const [statement, specifiers, from] of source.matchAll(NAMED_IMPORTS)) {
    if (/^import\s+type\b/.test(statement)) continue;
    const index = packageIndexes.get(from);
    if (!index) continue;
    const folder = index.replace(/index\.js$/, '');
    const files = importedNames(specifiers).map((name) =>
      from === 'antd' ? `${folder}${kebab(name)}/index.js` : `${folder}icons/${name}.js`,
    );
    modules.set(index, [...(modules.get(index) ?? []), ...files]);
  }
  return modules;
}

/**
 * Finds, once the module graph is built, the library modules that `roots` import statically
 * (and what those import, not what they load on demand): `has` tells the chunk groups which
 * library code a page needs at once, so that code which only forms, dialogs or other screens
 * use stays out of the chunk that page loads.
 */
export function pathLibraries(name: string, roots: string[]): Plugin & { has(id: string): boolean } {
  const libraries = new Set<string>();
  return {
    name: `${name}-path-libraries`,
    apply: 'build',
    has: (id) => libraries.has(id),
    buildEnd() {
      libraries.clear();
      const ids = [...this.getModuleIds()];
      const packageIndexes = new Map(
        (
          [
            ['antd', /node_modules[\\/]antd[\\/]es[\\/]index\.js$/],
            ['@ant-design/icons', /node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/],
          ] as const
        ).flatMap(([name, pattern]) => {
          const id = ids.find((candidate) => pattern.test(candidate));
          return id ? [[name, id] as const] : [];
        }),
      );
      const seen = new Set<string>();
      const pending = ids.filter((id) => roots.some((root) => id.endsWith(root)));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        const library = /[\\/]node_modules[\\/]/.test(id);
        if (library) libraries.add(id);
        let imports = [...(this.getModuleInfo(id)?.importedIds ?? [])];
        if (
          !library &&
          !id.startsWith('\0') &&
          imports.some((imported) => [...packageIndexes.values()].includes(imported))
        ) {
          const named = namedModules(id.split('?')[0], packageIndexes);
          imports = imports.flatMap((imported) => named.get(imported) ?? [imported]);
        }
        pending.push(...imports);
      }
    },
  };
}
