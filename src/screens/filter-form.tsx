import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { Button, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { buildFilterSchema, compactFilters, TEXTS, VISIBLE_FILTERS, type FilterModel, type Filters } from '../engine';
import { useI18n } from '../i18n';
import { SchemaField } from './schema-field';
import { useFormScope } from './use-form-scope';

interface FilterFormProps {
  models: FilterModel[];
  values: Filters;
  onSearch(filters: Filters): void;
}

/** The filter form above a list: search applies the filters, reset clears them. */
export function FilterForm({ models, values, onSearch }: FilterFormProps) {
  const { tr } = useI18n();
  const scope = useFormScope();
  const [collapsed, setCollapsed] = useState(true);
  const form = useMemo(() => createForm({ values: { ...values } }), [values]);
  const schema = useMemo(() => buildFilterSchema(models, collapsed), [models, collapsed]);
  useEffect(() => () => form.onUnmount(), [form]);
  // Formily keeps a field's display from its creation; folding later goes through the field state.
  useEffect(() => {
    models.slice(VISIBLE_FILTERS).forEach((model) =>
      form.setFieldState(model.key, (state) => {
        state.display = collapsed ? 'hidden' : 'visible';
      }),
    );
  }, [form, models, collapsed]);
  if (models.length === 0) return null;

  const search = () => onSearch(compactFilters(form.values as Record<string, unknown>, models));
  const reset = () => {
    form.reset('*', { forceClear: true });
    onSearch({});
  };
  return (
    <FormProvider form={form}>
      <form
        className="entity-filter-form"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <SchemaField schema={schema} scope={scope} />
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit">
            {tr(TEXTS.search)}
          </Button>
          <Button onClick={reset}>{tr(TEXTS.reset)}</Button>
          {models.length > VISIBLE_FILTERS && (
            <Button type="link" onClick={() => setCollapsed(!collapsed)}>
              {tr(collapsed ? TEXTS.expand : TEXTS.collapse)}
              {collapsed ? <DownOutlined /> : <UpOutlined />}
            </Button>
          )}
        </Space>
      </form>
    </FormProvider>
  );
}
