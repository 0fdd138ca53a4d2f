import type { FastifyPluginAsync } from 'fastify';
import { requireSession } from '../auth/guard';
import { ok } from '../http/reply';
import type { MapTiles } from './map-tiles';

/** The maps' tile source, for any logged-in user: the web app asks before drawing a map. */
export const mapTilesRoute: FastifyPluginAsync<{ tiles: MapTiles }> = async (app, options) => {
  app.get('/api/config/mapTiles', { preHandler: requireSession }, async () => ok(options.tiles));
};
