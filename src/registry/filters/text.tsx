import { Input } from '../../app/plain-input';
import { defineFilter } from '../define-filter';

export default defineFilter({
  id: 'text',
  component: ({ value, onChange }) => (
    <Input allowClear value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value)} />
  ),
});
