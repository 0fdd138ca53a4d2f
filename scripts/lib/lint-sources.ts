import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { RawSchemaFile } from '../../src/meta/bundle';
import { lintSchemaFiles } from '../../src/meta/lint';
import { positionAt, positionOfPointer, type Position } from './json-positions';
import type { SchemaSource } from './load-schema-files';
import { handScreenIds } from './screen-ids';

export interface PositionedProblem extends Position {
  file: string;
  message: string;
}

/** `path:line:column message`, the form editors and terminals turn into links. */
export const formatProblem = (p: PositionedProblem) => `${p.file}:${p.line}:${p.column} ${p.message}`;

/**
 * Lints schema files given as text: syntax first, then the schema linter, each at its position.
 * Menu items' `screen` ids are checked against the screen folders (screenIds).
 */
export function lintSources(sources: SchemaSource[], screenIds = handScreenIds()): PositionedProblem[] {
  const problems: PositionedProblem[] = [];
  const parsed: RawSchemaFile[] = [];
  const texts = new Map<string, string>();
  const unreadable = new Set<string>();
  for (const { path, text } of sources) {
    texts.set(path, text);
    const errors: ParseError[] = [];
    const content: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false });
    if (errors.length > 0) {
      const [first] = errors;
      const message = `invalid JSON: ${printParseErrorCode(first.error)}`;
      problems.push({ file: path, ...positionAt(text, first.offset), message });
      unreadable.add(path);
    }
    // A file with a syntax error still takes part with what the tolerant parser recovered, so
    // that the names it declares do not show up as missing elsewhere; its own findings would
    // only echo the syntax error and are left out.
    parsed.push({ path, content });
  }
  for (const problem of lintSchemaFiles(parsed, { screenIds })) {
    if (unreadable.has(problem.file)) continue;
    const position = positionOfPointer(texts.get(problem.file) ?? '', problem.pointer);
    problems.push({ file: problem.file, ...position, message: problem.message });
  }
  const seen = new Set<string>();
  return problems
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
    .filter((p) => !seen.has(formatProblem(p)) && seen.add(formatProblem(p)));
}
