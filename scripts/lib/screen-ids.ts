import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SCREENS_FOLDER = 'src/screens-hand';

/**
 * The ids of the hand-written screens: the folders of src/screens-hand holding a screen file
 * (the registry requires each folder to be named after its screen's id), which menu items
 * may name in `screen`.
 */
export function handScreenIds(root = path.resolve(import.meta.dirname, '../..')): Set<string> {
  const folder = path.join(root, SCREENS_FOLDER);
  return new Set(
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => ['screen.ts', 'screen.tsx'].some((file) => existsSync(path.join(folder, entry.name, file))))
      .map((entry) => entry.name),
  );
}
