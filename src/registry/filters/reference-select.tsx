import referenceSelect from '../widgets/reference-select';
import { defineFilter } from '../define-filter';

const ReferenceSelect = referenceSelect.component;

export default defineFilter({
  id: 'reference-select',
  component: ({ value, onChange, loadOptions }) => (
    <ReferenceSelect value={value} onChange={onChange} loadOptions={loadOptions} />
  ),
});
