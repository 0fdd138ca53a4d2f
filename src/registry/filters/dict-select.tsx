import { Select } from 'antd';
import type { Scalar } from '../../engine/filters';
import { defineFilter } from '../define-filter';

/** One dictionary item, or several when the field filters with `in`. */
export default defineFilter({
  id: 'dict-select',
  component: ({ model, value, onChange }) => (
    <Select
      style={{ width: '100%' }}
      allowClear
      mode={model.mode === 'in' ? 'multiple' : undefined}
      value={(value as Scalar | Scalar[] | undefined) ?? undefined}
      onChange={onChange}
      options={model.options?.map(({ label, value: item }) => ({ label, value: item }))}
    />
  ),
});
