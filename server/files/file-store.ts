/**
 * Where uploaded files go. The local folder store is the default; an S3-compatible store plugs
 * in behind the same three calls (see s3-file-store.ts), chosen by the environment.
 */
export interface FileStore {
  /** Keeps the bytes under a key such as "12/3f9c….png" and answers the URL rows store. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The bytes of a key this store serves itself, or null; a store that serves from elsewhere answers null. */
  get(key: string): Promise<Buffer | null>;
}
