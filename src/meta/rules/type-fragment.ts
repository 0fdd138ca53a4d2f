import type { LocalizedText } from '../model/common';
import type { DictionaryFile } from '../model/dictionary';
import { MAX_MANY_REFERENCES } from '../capabilities';
import { DEFAULT_MAX_LENGTH, type FieldDef, type FieldType } from '../model/entity';
import { MAX_FILES_PER_FIELD } from '../files/file-value';

/** A failure message and the values for its {0}, {1} placeholders. */
export interface MessageRef {
  text: LocalizedText;
  /** A text parameter (another field's title) is shown in the message's language. */
  params: (string | number | LocalizedText)[];
}

/** What a field's type demands of a present value: type, length, decimals, dictionary values. */
export interface TypeFragment {
  schema: Record<string, unknown>;
  /** Message for each keyword of the schema. */
  messages: Record<string, MessageRef>;
}

const DATE = '\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])';
const TIME = '([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d';
// ISO strings as JSON.stringify(Date) writes them, or the display form yyyy-MM-dd HH:mm:ss.
const DATETIME = `^${DATE}(T${TIME}(\\.\\d{1,3})?(Z|[+-]\\d{2}:\\d{2})?| ${TIME})$`;

const TYPE_TEXT: Record<FieldType, LocalizedText> = {
  string: { 'zh-CN': '请输入文本', 'en-US': 'please enter text' },
  text: { 'zh-CN': '请输入文本', 'en-US': 'please enter text' },
  image: { 'zh-CN': '请上传图片', 'en-US': 'please upload an image' },
  file: { 'zh-CN': '请上传文件', 'en-US': 'please upload a file' },
  integer: { 'zh-CN': '请输入整数', 'en-US': 'please enter a whole number' },
  money: { 'zh-CN': '请输入正确的金额', 'en-US': 'please enter a correct amount' },
  reference: { 'zh-CN': '请选择一项', 'en-US': 'please choose an entry' },
  references: { 'zh-CN': '请选择列表中的项', 'en-US': 'please choose entries from the list' },
  number: { 'zh-CN': '请输入数字', 'en-US': 'please enter a number' },
  boolean: { 'zh-CN': '请选择是或否', 'en-US': 'please choose yes or no' },
  date: { 'zh-CN': '请输入正确的日期（yyyy-MM-dd）', 'en-US': 'please enter a correct date (yyyy-MM-dd)' },
  datetime: {
    'zh-CN': '请输入正确的时间（yyyy-MM-dd HH:mm:ss）',
    'en-US': 'please enter a correct time (yyyy-MM-dd HH:mm:ss)',
  },
  dict: { 'zh-CN': '请选择一项', 'en-US': 'please choose an entry' },
  json: { 'zh-CN': '格式不正确', 'en-US': 'the value is malformed' },
};
const TOO_LONG: LocalizedText = { 'zh-CN': '长度不能超过{0}个字符', 'en-US': 'cannot be longer than {0} characters' };
const TOO_PRECISE: LocalizedText = { 'zh-CN': '最多{0}位小数', 'en-US': 'at most {0} decimal places' };
const TOO_MANY_FILES: LocalizedText = { 'zh-CN': '最多上传{0}个文件', 'en-US': 'at most {0} files' };
const TOO_SMALL: LocalizedText = { 'zh-CN': '不能小于{0}', 'en-US': 'cannot be less than {0}' };
const TOO_LARGE: LocalizedText = { 'zh-CN': '不能大于{0}', 'en-US': 'cannot be greater than {0}' };
const NOT_LISTED: LocalizedText = { 'zh-CN': '请选择列表中的值', 'en-US': 'please choose a value from the list' };

export interface TypeFragmentOptions {
  /** Dictionaries by name, so that dict fields accept only listed values. */
  dictionaries?: Map<string, DictionaryFile>;
  /** A rule of the field bounds its length itself (max, len). */
  ruleBoundsLength?: boolean;
}

function baseSchema(field: FieldDef, options: TypeFragmentOptions): Record<string, unknown> {
  // The model types field.type as a plain string; the linter guarantees it is a FieldType.
  switch (field.type as FieldType) {
    case 'string':
    case 'text': {
      const limit = field.maxLength ?? (options.ruleBoundsLength ? undefined : DEFAULT_MAX_LENGTH);
      return limit === undefined ? { type: 'string' } : { type: 'string', maxLength: limit };
    }
    // One value shape for one or several files: a list of URLs (src/meta/files/file-value.ts).
    case 'image':
    case 'file':
      return { type: 'array', fileUrls: true, maxItems: field.multiple ? MAX_FILES_PER_FIELD : 1 };
    // The column's range: PostgreSQL integer, and bigint within what JSON numbers carry exactly.
    case 'integer':
      return { type: 'integer', minimum: -2147483648, maximum: 2147483647 };
    case 'money':
    case 'reference':
      return { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
    case 'number':
      return field.precision === undefined ? { type: 'number' } : { type: 'number', maxDecimals: field.precision };
    // Ids of another entity's rows; the server checks they name the caller's own rows.
    case 'references':
      return {
        type: 'array',
        items: { type: 'integer', minimum: 1 },
        maxItems: MAX_MANY_REFERENCES,
        uniqueItems: true,
      };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', pattern: `^${DATE}$`, calendarDate: true };
    case 'datetime':
      return { type: 'string', pattern: DATETIME, calendarDate: true };
    case 'dict': {
      const dict = field.dict ? options.dictionaries?.get(field.dict) : undefined;
      if (!dict) return { type: ['string', 'integer'] };
      return { type: dict.valueType, enum: dict.items.map((item) => item.value) };
    }
    default:
      return {};
  }
}

/** The schema a present value must meet by its type alone, with a message per keyword. */
export function typeFragment(field: FieldDef, options: TypeFragmentOptions = {}): TypeFragment {
  const schema = baseSchema(field, options);
  const typeMessage: MessageRef = { text: TYPE_TEXT[field.type as FieldType] ?? TYPE_TEXT.json, params: [] };
  const messages: Record<string, MessageRef> = { type: typeMessage, pattern: typeMessage, calendarDate: typeMessage };
  if (typeof schema.maxLength === 'number') messages.maxLength = { text: TOO_LONG, params: [schema.maxLength] };
  if (typeof schema.maxDecimals === 'number')
    messages.maxDecimals = { text: TOO_PRECISE, params: [schema.maxDecimals] };
  for (const keyword of ['items', 'minimum', 'maxItems', 'uniqueItems']) messages[keyword] = typeMessage;
  if (schema.fileUrls) messages.fileUrls = typeMessage;
  if (typeof schema.maxItems === 'number' && (field.type === 'image' || field.type === 'file'))
    messages.maxItems = { text: TOO_MANY_FILES, params: [schema.maxItems] };
  if (typeof schema.minimum === 'number') messages.minimum = { text: TOO_SMALL, params: [schema.minimum] };
  if (typeof schema.maximum === 'number') messages.maximum = { text: TOO_LARGE, params: [schema.maximum] };
  if (schema.enum) messages.enum = { text: NOT_LISTED, params: [] };
  return { schema, messages };
}
