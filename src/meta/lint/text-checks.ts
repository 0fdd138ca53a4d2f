import { LOCALES } from '../model/common';
import { problemsOf, type LintProblem } from './problem';

const isLocalized = (value: object) => LOCALES.every((locale) => locale in value);

/**
 * Texts in both languages must say something in each: the JSON Schema already demands both
 * keys and a non-empty string, this also refuses text made only of spaces.
 */
export function checkTexts(file: string, content: unknown): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const visit = (value: unknown, at: string) => {
    if (value === null || typeof value !== 'object') return;
    if (!Array.isArray(value) && isLocalized(value)) {
      for (const locale of LOCALES) {
        const text = (value as Record<string, unknown>)[locale];
        if (typeof text === 'string' && text.trim() === '') report(`${at}/${locale}`, 'text must not be blank');
      }
      return;
    }
    for (const [key, child] of Object.entries(value))
      visit(child, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  visit(content, '');
  return problems;
}
