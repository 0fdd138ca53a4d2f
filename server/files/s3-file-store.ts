import type { FileStore } from './file-store';
import { sha256Hex, signV4 } from './sigv4';

export interface S3Settings {
  /** The store's address, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch the files (a public bucket or a CDN); `<endpoint>/<bucket>` when omitted. */
  publicUrl?: string;
}

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph, OSS, COS …): one signed PUT
 * per upload (path-style addressing, Signature Version 4), served by the store or a CDN in
 * front of it, so that this server answers no reads for them.
 */
export function s3FileStore(settings: S3Settings, send: typeof fetch = fetch): FileStore {
  const endpoint = settings.endpoint.replace(/\/+$/, '');
  const publicUrl = (settings.publicUrl ?? `${endpoint}/${settings.bucket}`).replace(/\/+$/, '');
  const credentials = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  };
  const objectPath = (key: string) =>
    `/${encodeURIComponent(settings.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  return {
    async put(key, data, contentType) {
      const url = `${endpoint}${objectPath(key)}`;
      const headers = signV4(
        { method: 'PUT', url, headers: { 'content-type': contentType }, payloadHash: sha256Hex(data) },
        credentials,
        new Date(),
      );
      delete headers.host; // fetch sets it from the URL
      const response = await send(url, { method: 'PUT', headers, body: new Uint8Array(data) });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 300);
        throw new Error(`object store refused ${key}: HTTP ${response.status} ${detail}`);
      }
      return `${publicUrl}/${key}`;
    },
    async get() {
      return null;
    },
  };
}

/** The S3 settings in the environment, or undefined when S3_BUCKET is not set. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`S3_BUCKET is set but ${missing.join(', ')} is not`);
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicUrl: env.S3_PUBLIC_URL || undefined,
  };
}
