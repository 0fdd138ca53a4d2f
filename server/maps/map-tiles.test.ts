import { describe, expect, it } from 'vitest';
import { tileImageSource } from './map-tiles';

describe('tile image source', () => {
  it('names a plain-http tile server for the policy, with its port', () => {
    expect(tileImageSource('http://tiles.lan:8080/{z}/{x}/{y}.png')).toBe('http://tiles.lan:8080');
  });
  it('turns a subdomain placeholder into a wildcard', () => {
    expect(tileImageSource('http://{s}.tiles.lan/{z}/{x}/{y}.png')).toBe('http://*.tiles.lan');
  });
  it('adds nothing for https tiles (allowed already), none, or a malformed address', () => {
    expect(tileImageSource('https://tile.example.org/{z}/{x}/{y}.png')).toBeUndefined();
    expect(tileImageSource('')).toBeUndefined();
    expect(tileImageSource("http://bad host'/{z}")).toBeUndefined();
  });
});
