import dayjs from 'dayjs';

/** Display formats of SPEC section 9 (yyyy-MM-dd HH:mm:ss), in dayjs tokens. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

export type DateInput = Date | string | number | null | undefined;

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(pattern) : '';
}

/** A Date, ISO or "yyyy-MM-dd HH:mm:ss" text, or epoch milliseconds as local yyyy-MM-dd HH:mm:ss; '' when empty. */
export const formatDateTime = (value: DateInput): string => format(value, DATE_TIME_FORMAT);

/** The same, as local yyyy-MM-dd. */
export const formatDate = (value: DateInput): string => format(value, DATE_FORMAT);
