import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './filename';

describe('filenameFromDisposition', () => {
  it('prefers the UTF-8 form, then the plain one, then the fallback', () => {
    expect(filenameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%E5%9C%BA%E7%AB%99.xlsx`)).toBe(
      '场站.xlsx',
    );
    expect(filenameFromDisposition('attachment; filename="stations.xlsx"')).toBe('stations.xlsx');
    expect(filenameFromDisposition('')).toBe('download');
  });
});
