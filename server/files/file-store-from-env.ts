import path from 'node:path';
import type { FileStore } from './file-store';
import { localFileStore } from './local-file-store';
import { s3FileStore, s3SettingsFromEnv } from './s3-file-store';

/**
 * The file store the environment asks for: an S3-compatible store when S3_BUCKET (with
 * S3_ENDPOINT and its keys) is set, else the folder `files` under DATA_DIR (or FILES_DIR).
 */
export function fileStoreFromEnv(env: NodeJS.ProcessEnv = process.env): FileStore {
  const s3 = s3SettingsFromEnv(env);
  if (s3) return s3FileStore(s3);
  const root = env.FILES_DIR ?? path.join(env.DATA_DIR ?? './data', 'files');
  return localFileStore(path.resolve(root));
}
