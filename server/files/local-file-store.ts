import fs from 'node:fs/promises';
import path from 'node:path';
import { FILES_PATH } from '../../src/meta/files/file-value';
import type { FileStore } from './file-store';

/** Keys are made by the upload route: a seller id folder and a random name with its extension. */
const KEY = /^\d+\/[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

export const isStoreKey = (key: string) => KEY.test(key);

/** Files in a folder (`DATA_DIR/files` by default), served back by the server under /files/. */
export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    if (!isStoreKey(key)) throw new Error(`not a file key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // A new random name each time: never overwrite ("wx" fails if it exists).
      await fs.writeFile(file, data, { flag: 'wx' });
      return `${FILES_PATH}${key}`;
    },
    async get(key) {
      if (!isStoreKey(key)) return null;
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
