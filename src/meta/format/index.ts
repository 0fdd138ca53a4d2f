/** Display formatters shared by the web app, the server (exports) and the scripts. */
export { fenToYuan, formatMoney, yuanToFen, type MoneyUnit } from './money';
export { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatDateTime, type DateInput } from './date-time';
export { formatCountdown } from './countdown';
export { greetingFor } from './greeting';
export { gunIndexOf, gunLetter } from './gun-letter';
export { PUSH_STATUS_LABELS, pushStatusLabel } from './push-status';
export { measureDigits, roundTo, type MeasureShape } from './measure-digits';
