import { defineColumn, EMPTY_CELL, isBlank } from '../define-column';
import { valueSeparator } from './separated';

/** Text as it is; a list of texts joined by the language's separator. */
export default defineColumn({
  id: 'text',
  render: (value, _row, _column, context) => {
    if (Array.isArray(value)) {
      const shown = value.filter((entry) => !isBlank(entry)).map(String);
      return shown.length === 0 ? EMPTY_CELL : shown.join(valueSeparator(context.locale));
    }
    return isBlank(value) ? EMPTY_CELL : String(value);
  },
});
