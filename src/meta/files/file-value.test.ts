import { describe, expect, it } from 'vitest';
import { isFileList, isFileUrl, toFileList } from './file-value';

describe('the value of image and file fields', () => {
  it('reads lists, JSON list texts, one or several older plain URLs, and nothing', () => {
    expect(toFileList(['/files/1/a.png'])).toEqual(['/files/1/a.png']);
    expect(toFileList('["/files/1/a.png","https://x.test/b.png"]')).toEqual(['/files/1/a.png', 'https://x.test/b.png']);
    expect(toFileList('https://x.test/a.png')).toEqual(['https://x.test/a.png']);
    expect(toFileList('https://x.test/a.png\nhttps://x.test/b.png')).toEqual([
      'https://x.test/a.png',
      'https://x.test/b.png',
    ]);
    expect(toFileList(null)).toEqual([]);
    expect(toFileList('')).toEqual([]);
    expect(toFileList('[broken')).toEqual([]);
  });

  it('accepts uploaded and absolute http(s) URLs only', () => {
    expect(isFileUrl('/files/12/0123abcd.png')).toBe(true);
    expect(isFileUrl('https://cdn.example.com/ops/12/a.png')).toBe(true);
    for (const bad of [
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '/etc/passwd',
      '/files/../x',
      'https://a b',
      42,
    ]) {
      expect(isFileUrl(bad)).toBe(false);
    }
    expect(isFileUrl(`https://x.test/${'a'.repeat(1000)}`)).toBe(false);
    expect(isFileList([])).toBe(true);
    expect(isFileList('/files/1/a.png')).toBe(false);
  });
});
