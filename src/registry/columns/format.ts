import dayjs from 'dayjs';

// Interim copies of src/meta/format's helpers, until that module lands; then re-exported from it.
export const formatMoney = (value: number, unit: number) => (value / unit).toFixed(2);
export const formatDate = (value: string) => dayjs(value).format('YYYY-MM-DD');
export const formatDateTime = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss');
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const gunLetter = (index: number) => LETTERS[index] ?? String(index);
