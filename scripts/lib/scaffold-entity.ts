import type { EntityFile } from '../../src/meta/model/entity';
import type { MenuItem } from '../../src/meta/model/menu';

export interface ScaffoldOptions {
  /** Entity name, camelCase or kebab-case: "chargeCard" or "charge-card". */
  name: string;
  service: EntityFile['service'];
  /** Id of the menu CATALOG the screen goes under. */
  parent: string;
  titleZh: string;
  titleEn: string;
  /** A read-only log: operations page, get and export, and only their buttons. */
  readOnly?: boolean;
}

export const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const kebabCase = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/**
 * A minimal entity file that passes the linter: a required name and a remark, a list with
 * add/export, row get/edit/delete, one form and detail group, and export. The screen sits
 * under its catalog's url, after the entries already there. A read-only log offers only page,
 * get and export (`operations`), so it has no write routes, permissions or buttons.
 */
export function scaffoldEntity(options: ScaffoldOptions, menuItems: MenuItem[], siblingSorts: number[]): EntityFile {
  const name = camelCase(options.name);
  const catalog = menuItems.find((item) => item.id === options.parent && item.type === 'CATALOG');
  if (!catalog) throw new Error(`"${options.parent}" is not a menu CATALOG id`);
  const fields = ['name', 'remark'];
  return {
    $schema: '../meta/entity.schema.json',
    name,
    title: text(options.titleZh, options.titleEn),
    service: options.service,
    resource: name,
    pageId: `${name}Manage`,
    menu: {
      url: `${catalog.url.replace(/\/$/, '')}/${name}`,
      parent: catalog.id,
      sort: Math.max(0, ...siblingSorts) + 10,
      icon: 'FileOutlined',
    },
    ...(options.readOnly ? { operations: ['page', 'get', 'export'] } : {}),
    labelField: 'name',
    fields: {
      name: {
        type: 'string',
        title: text('名称', 'Name'),
        rules: 'required',
        filter: 'contains',
        sortable: true,
      },
      remark: { type: 'text', title: text('备注', 'Remark'), maxLength: 500, views: ['form', 'detail', 'export'] },
    },
    list: {
      columns: [{ field: 'name', link: true }, 'createdAt'],
      filters: ['name'],
      defaultSort: { field: 'createdAt', order: 'descend' },
      toolbar: options.readOnly ? ['export'] : ['add', 'export'],
      rowActions: options.readOnly ? ['get'] : ['get', 'edit', 'delete'],
      ...(options.readOnly ? { bulkActions: [] } : {}),
    },
    form: { columns: 2, fields },
    detail: {
      columns: 2,
      groups: [{ title: text('基本信息', 'Basic information'), fields: [...fields, 'createdAt', 'updatedAt'] }],
    },
    export: { fields: ['id', ...fields, 'createdAt'] },
  };
}
