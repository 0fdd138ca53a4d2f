import type { EntityFile, FieldDef } from '../model/entity';

/** A minimal entity around the given fields, for validator tests. */
export const testEntity = (fields: Record<string, FieldDef>): EntityFile => ({
  name: 'sample',
  title: { 'zh-CN': '样例', 'en-US': 'Sample' },
  service: 'config',
  resource: 'sample',
  pageId: 'sample',
  menu: { url: '/sample', parent: 'root', sort: 1 },
  labelField: Object.keys(fields)[0],
  fields,
  list: { columns: [Object.keys(fields)[0]] },
  form: {},
  detail: { groups: [{ title: { 'zh-CN': '基本', 'en-US': 'Basic' }, fields: Object.keys(fields) }] },
});

export const title = (en: string) => ({ 'zh-CN': en, 'en-US': en });
