import { describe, expect, it } from 'vitest';
import { FAILED_TILES_BEFORE_FALLBACK, plainBackground } from './tile-fallback';

const URL = 'https://tiles.example/{z}/{x}/{y}.png';

describe('plain background or tiles', () => {
  it('is plain when no tile source is configured', () => {
    expect(plainBackground('', { loaded: 0, failed: 0 })).toBe(true);
    expect(plainBackground('   ', { loaded: 0, failed: 0 })).toBe(true);
  });

  it('keeps the tiles while they load, and while the first failures are too few to judge', () => {
    expect(plainBackground(URL, { loaded: 0, failed: 0 })).toBe(false);
    expect(plainBackground(URL, { loaded: 0, failed: FAILED_TILES_BEFORE_FALLBACK - 1 })).toBe(false);
  });

  it('gives the tiles up when the first ones all fail', () => {
    expect(plainBackground(URL, { loaded: 0, failed: FAILED_TILES_BEFORE_FALLBACK })).toBe(true);
  });

  it('keeps a server that has answered, whatever fails later', () => {
    expect(plainBackground(URL, { loaded: 1, failed: 50 })).toBe(false);
  });
});
