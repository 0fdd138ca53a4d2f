import booleanSelect from '../widgets/boolean-select';
import { defineFilter } from '../define-filter';

const BooleanSelect = booleanSelect.component;

export default defineFilter({
  id: 'boolean-select',
  component: ({ value, onChange }) => <BooleanSelect value={value} onChange={onChange} />,
});
