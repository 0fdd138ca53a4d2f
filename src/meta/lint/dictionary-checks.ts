import type { DictionaryFile } from '../model/dictionary';
import type { Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

/** Every item value has the dictionary's value type and appears once. */
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
  });
  return problems;
}
