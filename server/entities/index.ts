import type { EntityHookMap, EntityHooks } from './entity-hooks';
import refundRecord from './refund-record';

/**
 * The server hooks of each entity, by entity name: one file per entity in this folder
 * (`<kebab-name>.ts`, default export made with defineEntityHooks), listed here.
 */
export const ENTITY_HOOKS: EntityHookMap = new Map<string, EntityHooks>([['refundRecord', refundRecord]]);

export { defineEntityHooks, type EntityHooks, type EntityHookMap } from './entity-hooks';
