import type { RowId } from '../../engine/data-provider';
import referencesSelect from '../widgets/references-select';
import { defineFilter } from '../define-filter';

const ReferencesSelect = referencesSelect.component;

/** Rows that include any of the chosen rows of the other entity ("stations include X"). */
export default defineFilter({
  id: 'references-select',
  component: ({ value, onChange, loadOptions }) => (
    <ReferencesSelect value={(value as RowId[] | undefined) ?? []} onChange={onChange} loadOptions={loadOptions} />
  ),
});
