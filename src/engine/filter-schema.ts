import type { ISchema } from '@formily/react';
import { VISIBLE_FILTERS, type FilterModel } from './filters';

/**
 * The filter form: one grid of filter widgets, in the schema's order, all optional. Collapsed,
 * the filters past the first few are hidden but keep their values (formily display "hidden").
 */
export function buildFilterSchema(models: FilterModel[], collapsed = false): ISchema {
  const properties: Record<string, ISchema> = {};
  models.forEach((model, index) => {
    const props: Record<string, unknown> = { allowClear: true };
    if (model.widget === 'dict-select' && model.mode === 'in') props.mode = 'multiple';
    if (model.refEntity) props.loadOptions = `{{$optionsOf(${JSON.stringify(model.refEntity)})}}`;
    if (model.moneyUnit) props.moneyUnit = model.moneyUnit;
    properties[model.key] = {
      type: model.mode === 'range' || model.mode === 'in' ? 'array' : 'string',
      title: model.title,
      'x-index': index,
      'x-display': collapsed && index >= VISIBLE_FILTERS ? 'hidden' : 'visible',
      'x-decorator': 'FormItem',
      'x-component': model.widget,
      'x-component-props': props,
      enum: model.options?.map(({ label, value }) => ({ label, value })),
    };
  });
  return {
    type: 'object',
    properties: {
      grid: {
        type: 'void',
        'x-component': 'FormGrid',
        'x-component-props': { maxColumns: 4, minColumns: 1, minWidth: 220 },
        properties,
      },
    },
  };
}
