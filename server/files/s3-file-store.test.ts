import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStore, s3SettingsFromEnv } from './s3-file-store';
import { sha256Hex } from './sigv4';

// A local HTTP endpoint standing in for the object store, recording what arrives.
const received: { method?: string; url?: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
let status = 200;
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) });
    response.statusCode = status;
    response.end(status === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>');
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = () => ({
  endpoint,
  bucket: 'ops-files',
  region: 'eu-central-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'secret',
});

describe('the S3-compatible file store', () => {
  it('PUTs the bytes path-style with a signed request and answers the public URL', async () => {
    const store = s3FileStore({ ...settings(), publicUrl: 'https://cdn.example.com/ops' });
    const data = Buffer.from('png bytes');
    const url = await store.put('12/abc.png', data, 'image/png');
    expect(url).toBe('https://cdn.example.com/ops/12/abc.png');
    const [put] = received.splice(0);
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('/ops-files/12/abc.png');
    expect(put.body.equals(data)).toBe(true);
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers['x-amz-content-sha256']).toBe(sha256Hex(data));
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(await store.get('12/abc.png')).toBeNull();
  });

  it('fails the upload when the store refuses it', async () => {
    status = 403;
    await expect(s3FileStore(settings()).put('12/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/HTTP 403/);
    status = 200;
    received.splice(0);
  });

  it('is chosen by S3_BUCKET, and a half configuration is refused at start', () => {
    expect(s3SettingsFromEnv({})).toBeUndefined();
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT/);
    expect(
      s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://h', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    ).toMatchObject({ bucket: 'b', region: 'us-east-1' });
  });
});
