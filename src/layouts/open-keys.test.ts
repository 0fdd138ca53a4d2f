import { describe, expect, it } from 'vitest';
import { nextOpenKeys } from './open-keys';

const roots = new Set(['/a', '/b']);

describe('side menu open keys', () => {
  it('opening a root submenu closes the other roots and their children', () => {
    expect(nextOpenKeys(['/a', '/a/x'], ['/a', '/a/x', '/b'], roots)).toEqual(['/b']);
  });
  it('opening a nested submenu keeps its root open', () => {
    expect(nextOpenKeys(['/a'], ['/a', '/a/x'], roots)).toEqual(['/a', '/a/x']);
  });
  it('closing is applied as asked', () => {
    expect(nextOpenKeys(['/a', '/a/x'], ['/a'], roots)).toEqual(['/a']);
  });
});
