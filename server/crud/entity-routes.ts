import type { FastifyPluginAsync } from 'fastify';
import type { MetaBundle } from '../../src/meta/bundle';
import type { Database } from '../db/database';

/** Generic CRUD routes for every entity schema (placeholder until they are written). */
export const entityRoutes: FastifyPluginAsync<{ db: Database; bundle: MetaBundle }> = async () => {};
