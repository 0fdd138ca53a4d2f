import type { EntityFile } from '../../src/meta/model/entity';

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/**
 * Makes a scaffolded entity a tree: a parent field pointing at the entity itself, a sort order,
 * the tree declaration and the "move" row action (new:screen --tree).
 */
export function withTree(entity: EntityFile): EntityFile {
  const formFields = entity.form.fields ?? [];
  return {
    ...entity,
    tree: { parentField: 'parentId' },
    fields: {
      ...entity.fields,
      parentId: {
        type: 'reference',
        title: text('上级', 'Parent'),
        ref: { entity: entity.name, labelField: entity.labelField },
        placeholder: text('不选则为顶级', 'None for the top level'),
      },
      sort: { type: 'integer', title: text('排序', 'Sort order'), rules: 'naturalNumber', default: 0, sortable: true },
    },
    list: {
      ...entity.list,
      columns: [...entity.list.columns.slice(0, 1), 'sort', ...entity.list.columns.slice(1)],
      filters: [...(entity.list.filters ?? []), 'parentId'],
      defaultSort: { field: 'sort', order: 'ascend' },
      rowActions: ['get', 'edit', 'move', 'delete'],
    },
    form: { ...entity.form, fields: [...formFields.slice(0, 1), 'parentId', 'sort', ...formFields.slice(1)] },
    detail: {
      ...entity.detail,
      groups: entity.detail.groups.map((group, i) =>
        i === 0
          ? { ...group, fields: [...group.fields.slice(0, 1), 'parentId', 'sort', ...group.fields.slice(1)] }
          : group,
      ),
    },
  };
}
