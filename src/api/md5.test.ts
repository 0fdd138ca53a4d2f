import { md5 as reference } from 'js-md5';
import { describe, expect, it } from 'vitest';
import { md5 } from './md5';

describe('md5', () => {
  it('gives the known digests of RFC 1321', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
      '57edf4a22be3c955ac49da2e2107b67a',
    );
  });

  it('hashes the demo password as the server stores it', () => {
    expect(md5('Admin@123456')).toBe(reference('Admin@123456'));
  });

  it('agrees with js-md5 on UTF-8 text and on every length around the block boundaries', () => {
    const texts = ['场站管理', 'Ünïcødé 🚗⚡', 'a'.repeat(1000)];
    for (let length = 50; length <= 130; length += 1) texts.push('x中'.repeat(length).slice(0, length));
    for (const text of texts) expect(md5(text)).toBe(reference(text));
  });
});
