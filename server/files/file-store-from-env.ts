import path from 'node:path';
import type { FileStore } from './file-store';
import { localFileStore } from './local-file-store';

/**
 * The file store the environment asks for: a folder `files` under DATA_DIR (or FILES_DIR).
 * An S3-compatible store implements FileStore the same way and is chosen here when its
 * variables are set (see server/README.md, "Files").
 */
export function fileStoreFromEnv(env: NodeJS.ProcessEnv = process.env): FileStore {
  const root = env.FILES_DIR ?? path.join(env.DATA_DIR ?? './data', 'files');
  return localFileStore(path.resolve(root));
}
