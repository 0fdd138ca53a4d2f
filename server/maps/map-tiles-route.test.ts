import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

const TILES = { url: 'http://tiles.lan:8080/{z}/{x}/{y}.png', attribution: '© Tiles of the LAN' };

let t: TestApp;
let withTiles: FastifyInstance;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  withTiles = await buildApp({
    db: t.db,
    bundle: t.bundle,
    mapTiles: readConfig({ MAP_TILE_URL: ` ${TILES.url} `, MAP_TILE_ATTRIBUTION: TILES.attribution }).mapTiles,
  });
  token = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
});
afterAll(async () => {
  await withTiles.close();
  await t.close();
});

const imgSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'img-src')
    ?.slice(1);

describe('map tiles', () => {
  it('tells a logged-in user the configured tile source, and lets the page load its images', async () => {
    const answer = await withTiles.inject({
      method: 'GET',
      url: '/api/config/mapTiles',
      headers: { authorization: token },
    });
    expect(answer.json().data).toEqual(TILES);
    expect(imgSrc(answer.headers['content-security-policy'])).toContain('http://tiles.lan:8080');
  });

  it('has no tile source unless one is configured', async () => {
    const answer = await t.call('/api/config/mapTiles', { token });
    expect(answer.body.data).toEqual({ url: '', attribution: '' });
    expect(imgSrc(answer.headers['content-security-policy'])).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('answers nobody who is not logged in', async () => {
    expect((await t.call('/api/config/mapTiles')).status).toBe(401);
  });
});
