import type { TSchema } from '@sinclair/typebox';
import { DictionaryFile } from './dictionary';
import { EntityFile } from './entity';
import { MenuFile } from './menu';

export * from './approval';
export * from './common';
export * from './custom-action';
export * from './dictionary';
export * from './entity';
export * from './file-field';
export * from './flow';
export * from './list-filter';
export * from './locked-rows';
export * from './menu';
export * from './report';
export * from './rollup';
export * from './detail-tabs';
export * from './detail-summary';
export * from './settings-kinds';

/** Every file kind under schemas/, by folder, with the JSON Schema file generated for it. */
export const FILE_KINDS = {
  entities: { schema: EntityFile as TSchema, metaFile: 'entity.schema.json' },
  dictionaries: { schema: DictionaryFile as TSchema, metaFile: 'dictionary.schema.json' },
  menu: { schema: MenuFile as TSchema, metaFile: 'menu.schema.json' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;
export * from './presentation';
export * from './sub-table';
export * from './timed-status';
export * from './tree';
export * from './table-view';
