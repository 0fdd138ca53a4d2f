/** One finding of the schema linter: the file, where in it (a JSON pointer), and what is wrong. */
export interface LintProblem {
  file: string;
  /** RFC 6901 JSON pointer into the file's content; "" is the whole file. */
  pointer: string;
  message: string;
}

const escapeSegment = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** Builds a JSON pointer from path segments, e.g. pointer('fields', 'name') = "/fields/name". */
export const pointer = (...segments: (string | number)[]) => segments.map((s) => `/${escapeSegment(s)}`).join('');

/** Splits a JSON pointer back into its segments (numbers stay strings). */
export const pointerSegments = (path: string): string[] =>
  path === ''
    ? []
    : path
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** Collects problems for one file; the checks call report(pointer, message). */
export function problemsOf(file: string) {
  const problems: LintProblem[] = [];
  const report = (at: string, message: string) => problems.push({ file, pointer: at, message });
  return { problems, report };
}
