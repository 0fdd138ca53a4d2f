import { LOCALES, type Locale } from '../model';
import type { DictionaryFile } from '../model/dictionary';
import type { Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

/** A label's text with spaces folded, so that "充值类型  3" and "充值类型 3" compare equal. */
const folded = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Whether a label says no more than its stored code: the dictionary's title with the code
 * ("充值类型 3", "Recharge type 3"), a number code alone ("3"), or, in Chinese, a word code left
 * untranslated ("config"). A person reading a list learns nothing from such a label, so it is a
 * placeholder, not a name. An English label may equal a word code ("Daily" for Daily), and a
 * label may equal a code that is itself a name ("10kV").
 */
function isOnlyCode(label: string, value: string | number, title: string, locale: Locale): boolean {
  const text = folded(label);
  const code = folded(String(value));
  if (text === `${folded(title)} ${code}` || text === `${folded(title)}${code}`) return true;
  if (text !== code) return false;
  return typeof value === 'number' || (locale === 'zh-CN' && /^[A-Za-z_]+$/.test(code));
}

/**
 * Every item value has the dictionary's value type and appears once, and every item has a
 * label in each language that names it rather than repeating its code.
 */
export function checkDictionary({ file, value: dict }: Located<DictionaryFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const seen = new Set<string | number>();
  dict.items.forEach((item, i) => {
    const type = typeof item.value === 'number' ? 'integer' : 'string';
    if (type !== dict.valueType) {
      report(
        pointer('items', i, 'value'),
        `must be ${dict.valueType === 'integer' ? 'an integer' : 'a string'} (valueType is ${dict.valueType})`,
      );
    }
    if (seen.has(item.value)) report(pointer('items', i, 'value'), `duplicate value ${JSON.stringify(item.value)}`);
    seen.add(item.value);
    for (const locale of LOCALES) {
      const label = (item.label as Partial<Record<string, string>>)[locale];
      // A missing or blank label is the meta-schema's and the text check's to report.
      if (typeof label !== 'string' || label.trim() === '') continue;
      if (isOnlyCode(label, item.value, dict.title[locale], locale)) {
        report(
          pointer('items', i, 'label', locale),
          `the ${locale} label ${JSON.stringify(label)} only repeats the code ${JSON.stringify(item.value)}: give the item its name`,
        );
      }
    }
  });
  return problems;
}
