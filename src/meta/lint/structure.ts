import Ajv, { type ValidateFunction } from 'ajv';
import { FILE_KINDS, type FileKind } from '../model';
import { ajvProblems } from './ajv-problems';
import { problemsOf, type LintProblem } from './problem';

let validators: Map<FileKind, ValidateFunction> | undefined;

function validatorFor(kind: FileKind): ValidateFunction {
  if (!validators) {
    // verbose keeps each error's schema and data, which the messages of unions need.
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
    validators = new Map(
      (Object.keys(FILE_KINDS) as FileKind[]).map((k) => [k, ajv.compile(FILE_KINDS[k].schema)] as const),
    );
  }
  return validators.get(kind)!;
}

/** The kind of a schema file, from the folder it sits in (entities, dictionaries or menu). */
export function kindOf(path: string): FileKind | undefined {
  const folder = path.split('/').at(-2) ?? '';
  return folder in FILE_KINDS ? (folder as FileKind) : undefined;
}

/** Checks one parsed file against the JSON Schema of its kind, and its "$schema" hint. */
export function checkStructure(path: string, content: unknown): LintProblem[] {
  const { problems, report } = problemsOf(path);
  const kind = kindOf(path);
  if (!kind) {
    report('', `is not in a known folder: put it under ${Object.keys(FILE_KINDS).join(', ')}`);
    return problems;
  }
  const validate = validatorFor(kind);
  if (!validate(content)) {
    for (const found of ajvProblems(validate.errors ?? [])) report(found.pointer, found.message);
    return problems;
  }
  const hint = (content as { $schema?: string }).$schema;
  const metaFile = FILE_KINDS[kind].metaFile;
  if (hint !== undefined && hint !== metaFile && !hint.endsWith(`/${metaFile}`)) {
    report('/$schema', `must point to the generated ${metaFile}`);
  }
  return problems;
}
