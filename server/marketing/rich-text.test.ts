import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { sanitizeRichText } from '../crud/rich-text';

/**
 * Rich text (articles, announcements, activity pages) is stored sanitised whatever a client
 * sends: no script, event attribute, style or foreign address survives a save or an update;
 * its pictures are uploaded through the entity's upload route, images only.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
});
afterAll(() => t?.close());

const post = async (url: string, body: object) => (await t.call(url, { body, token: admin })).body;

const HOSTILE = [
  '<h2>标题</h2><p onclick="steal()">正文<strong>加粗</strong></p>',
  '<script>window.owned = 1</script>',
  '<img src="x" onerror="window.owned = 1">',
  '<img src="/files/1/ok.png" alt="图" onload="window.owned = 1">',
  '<a href="javascript:alert(1)">坏链接</a>',
  '<a href="https://example.com/a" target="_blank">好链接</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">样式</p>',
  '<svg><script>alert(1)</script></svg>',
].join('');

describe('sanitising rich text', () => {
  it.each([
    ['<script>alert(1)</script><p>text</p>', '<p>text</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="https://cdn.example.com/a.png" onerror="alert(1)">', '<img src="https://cdn.example.com/a.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<a href="/files/../etc/passwd">x</a>', '<a>x</a>'],
    [
      '<a href="https://e.example" target="_blank">x</a>',
      '<a href="https://e.example" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<p style="color:red" class="x" data-a="1">p</p>', '<p>p</p>'],
    ['<iframe src="https://e.example"></iframe><form><input></form>', ''],
    ['<ul><li>一</li></ul><h2>二</h2><em>三</em>', '<ul><li>一</li></ul><h2>二</h2><em>三</em>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });
});

describe('rich text through the routes', () => {
  it('stores an article sanitised on save and on update, keeping its formatting and pictures', async () => {
    const saved = await post('/api/member/find/save', { title: '带脚本的文章', category: 1, content: HOSTILE });
    expect(saved.code, saved.msg).toBe(0);
    const stored = (await post('/api/member/find/get', { id: saved.data.id })).data.content as string;
    for (const bad of ['<script', 'onerror', 'onload', 'onclick', 'javascript:', '<iframe', 'style=', '<svg', 'owned'])
      expect(stored).not.toContain(bad);
    expect(stored).toContain('<h2>标题</h2>');
    expect(stored).toContain('<strong>加粗</strong>');
    expect(stored).toContain('<img src="/files/1/ok.png" alt="图" />');
    expect(stored).toContain('rel="noopener noreferrer"');

    const updated = await post('/api/member/find/update', {
      id: saved.data.id,
      content: '<p>新</p><script>x()</script>',
    });
    expect(updated.code).toBe(0);
    expect((await post('/api/member/find/get', { id: saved.data.id })).data.content).toBe('<p>新</p>');
  });

  it('sanitises announcements and activity pages the same way', async () => {
    const notice = await post('/api/member/announcement/save', { title: '公告', informationType: 2, content: HOSTILE });
    expect(notice.code, notice.msg).toBe(0);
    expect(notice.data.content).not.toContain('<script');
    const page = await post('/api/config/activityMobile/save', { title: '活动页', content: HOSTILE });
    expect(page.code, page.msg).toBe(0);
    expect(page.data.content).not.toMatch(/onerror|<script|javascript:/);
  });

  it('takes pictures for the content through the upload route, and refuses anything but an image', async () => {
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const send = async (data: Buffer, fileName: string) => {
      const boundary = `----rich${Date.now()}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/member/find/upload?field=content',
        payload,
        headers: { authorization: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      return response.json() as { code: number; data: { url: string } };
    };
    const picture = await send(PNG, 'a.png');
    expect(picture.code).toBe(0);
    expect(picture.data.url).toMatch(/^\/files\/\d+\/[0-9a-f]+\.png$/);
    const saved = await post('/api/member/find/save', {
      title: '有图',
      category: 1,
      content: `<p><img src="${picture.data.url}" alt="图"></p>`,
    });
    expect(saved.data.content).toContain(picture.data.url);
    expect((await send(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.svg')).code).toBe(10);
  });
});
