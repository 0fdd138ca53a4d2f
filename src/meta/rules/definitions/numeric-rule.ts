import type { LocalizedText } from '../../model/common';
import { defineRule, type RuleFragment } from '../define-rule';

/**
 * A rule on a number that may be typed into a text field or stored in a numeric one. JSON
 * Schema cannot range-check text, so text gets a hand-written pattern and numbers get bounds;
 * the rule fixtures check that both accept the same samples.
 */
export const numericRule = (name: string, textPattern: string, numeric: RuleFragment, message: LocalizedText) =>
  defineRule({
    name,
    params: [],
    kinds: ['text', 'numeric'],
    message,
    schema: (_params, kind) => (kind === 'text' ? { pattern: textPattern } : numeric),
  });
