import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

const stations = '/api/config/station';
let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
});
afterAll(() => t?.close());

/** The smallest valid PNG: 1x1, transparent. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function upload(field: string, data: Buffer, token: string, fileName = 'photo.png', url = stations) {
  const boundary = `----upload${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${url}/upload?field=${field}`,
    payload,
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: response.statusCode, body: response.json() };
}

const post = async (op: string, body: object) => (await t.call(`${stations}/${op}`, { body, token: admin })).body;

async function firstStation() {
  const page = await post('page', { pageNo: 1, pageSize: 1 });
  return (await post('get', { id: page.data.data[0].id })).data;
}

describe('uploads of image and file fields', () => {
  it('stores an image and serves the same bytes back under its URL, as an image', async () => {
    const answer = await upload('image', PNG, admin);
    expect(answer.body.code).toBe(0);
    const { url, size } = answer.body.data;
    expect(url).toMatch(/^\/files\/\d+\/[a-f0-9]{32}\.png$/);
    expect(size).toBe(PNG.length);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('round-trips a station with images: saved, read back, and sent back unchanged', async () => {
    const first = (await upload('image', PNG, admin)).body.data.url;
    const second = (await upload('image', PNG, admin)).body.data.url;
    const station = await firstStation();
    const saved = await post('update', { ...station, image: [first, second] });
    expect(saved.code).toBe(0);
    const reopened = (await post('get', { id: station.id })).data;
    expect(reopened.image).toEqual([first, second]);
    // The form sends the whole record back, untouched: it must pass the same checks.
    const again = await post('update', reopened);
    expect(again.code).toBe(0);
    expect((await post('get', { id: station.id })).data.image).toEqual([first, second]);
    const page = await post('page', { pageNo: 1, pageSize: 50 });
    expect(page.code).toBe(0);
  });

  it('answers a field without files as an empty list, and an empty list clears it', async () => {
    const station = await firstStation();
    expect((await post('update', { id: station.id, image: [] })).code).toBe(0);
    expect((await post('get', { id: station.id })).data.image).toEqual([]);
  });

  it('refuses values that are not uploaded-file URLs, changing nothing', async () => {
    const station = await firstStation();
    for (const image of ['data:image/png;base64,AAAA', ['javascript:alert(1)'], ['/etc/passwd'], [42], 'x']) {
      const answer = await post('update', { id: station.id, image });
      expect(answer.code).toBe(10);
      expect(answer.data.errors).toEqual([{ field: 'image', message: '请上传图片' }]);
    }
    expect((await post('get', { id: station.id })).data.image).toEqual(station.image);
  });

  it('refuses more files than a field holds', async () => {
    const urls = Array.from({ length: 21 }, (_, i) => `https://img.example.com/${i}.png`);
    const station = await firstStation();
    const answer = await post('update', { id: station.id, image: urls });
    expect(answer.code).toBe(10);
    expect(answer.data.errors[0].message).toBe('最多上传20个文件');
  });

  it("refuses a file that is not an image, whatever its name says, and one over the field's maxSize", async () => {
    const html = await upload('image', Buffer.from('<html><script>alert(1)</script></html>'), admin, 'x.png');
    expect(html.body.code).toBe(10);
    expect(html.body.msg).toBe('场站图片不支持该文件类型');
    const gif = await upload('image', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), admin, 'x.gif');
    expect(gif.body.code).toBe(10);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const large = await upload('image', big, admin);
    expect(large.body.code).toBe(10);
    expect(large.body.msg).toBe('场站图片不能超过2 MB');
  });

  it('refuses a field that takes no files, a caller without add or edit, and a caller without a session', async () => {
    expect((await upload('name', PNG, admin)).body.code).toBe(10);
    expect((await upload('image', PNG, viewer)).status).toBe(403);
    expect((await upload('image', PNG, 'no-such-token')).status).toBe(401);
  });

  it('serves nothing outside the store: unknown names and paths that climb out', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/files/1/00000000000000000000000000000000.png' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/files/../../package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/files/1/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });
});
