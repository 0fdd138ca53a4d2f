/** One rule of a pipe string: `between:0,100` → { name: 'between', params: ['0', '100'] }. */
export interface ParsedRule {
  name: string;
  params: string[];
}

/** Splits `required|max:20|between:0,100`; blanks around names and parameters are ignored. */
export function parseRuleString(rules: string): ParsedRule[] {
  return rules
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const colon = part.indexOf(':');
      if (colon < 0) return { name: part, params: [] };
      return {
        name: part.slice(0, colon).trim(),
        params: part
          .slice(colon + 1)
          .split(',')
          .map((p) => p.trim()),
      };
    });
}
