/**
 * The value of an "image" or "file" field, on the web and the server alike: a list of URLs,
 * one for a single-file field, several for a `multiple` one. Rows keep the list as JSON text.
 */
export type FileValue = string[];

/** Where the server serves uploaded files from. */
export const FILES_PATH = '/files/';

/** Longest URL kept for one file. */
export const MAX_FILE_URL_LENGTH = 1000;

/** Most files one `multiple` field holds. */
export const MAX_FILES_PER_FIELD = 20;

/**
 * A URL a row may hold: one the upload route answered, or an absolute http(s) address. Not a
 * data: URL, not a relative path elsewhere, nothing with spaces or quotes.
 */
const FILE_URL = /^(\/files\/[A-Za-z0-9._/-]+|https?:\/\/[^\s"'<>]+)$/;

export const isFileUrl = (value: unknown): boolean =>
  typeof value === 'string' && value.length <= MAX_FILE_URL_LENGTH && FILE_URL.test(value) && !value.includes('..');

/** Every item a file URL: the check behind the "fileUrls" keyword on both sides. */
export const isFileList = (value: unknown): boolean => Array.isArray(value) && value.every(isFileUrl);

/**
 * Reads a stored or sent value as a list: a JSON array text, plain URLs one a line (older
 * rows), or nothing. Anything else becomes an empty list.
 */
export function toFileList(value: unknown): FileValue {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value !== 'string' || value === '') return [];
  if (value.startsWith('[')) {
    try {
      return toFileList(JSON.parse(value) as unknown);
    } catch {
      return [];
    }
  }
  // Older rows kept several files in one text, one URL a line.
  return value.split('\n').filter((url) => url !== '');
}
