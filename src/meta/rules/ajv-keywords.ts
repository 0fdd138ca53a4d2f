import { Ajv, type KeywordDefinition } from 'ajv';
import { isFileList } from '../files/file-value';

/**
 * The text form of a number with at most `places` decimals. Formily tests a pattern against
 * String(value), so this one expression serves both validators.
 */
export const decimalsPattern = (places: number): string => `^-?\\d+(\\.\\d{1,${places}})?$`;

/** `maxDecimals: N`: a number with at most N digits after the point, as JavaScript writes it. */
export const maxDecimalsKeyword: KeywordDefinition = {
  keyword: 'maxDecimals',
  type: 'number',
  schemaType: 'number',
  validate: (places: number, data: number) => new RegExp(decimalsPattern(places)).test(String(data)),
  errors: false,
};

/** `fileUrls: true`: a list of uploaded-file URLs, the value shape of image and file fields. */
export const fileUrlsKeyword: KeywordDefinition = {
  keyword: 'fileUrls',
  type: 'array',
  schemaType: 'boolean',
  validate: (wanted: boolean, data: unknown) => !wanted || isFileList(data),
  errors: false,
};

/** An ajv instance that understands every keyword rule fragments use. */
export function createRuleAjv(): Ajv {
  // strictTypes off: rule fragments leave "type" to the field's type fragment beside them.
  const ajv = new Ajv({ allErrors: true, strictTypes: false });
  ajv.addKeyword(maxDecimalsKeyword);
  ajv.addKeyword(fileUrlsKeyword);
  return ajv;
}
