import Ajv from 'ajv';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_KINDS } from '../src/meta/model';
import { kindOf } from '../src/meta/lint/structure';
import { loadSchemaFiles } from './lib/load-schema-files';
import { metaSchemaDocuments } from './lib/meta-schema-documents';

const project = process.cwd();
const copy = mkdtempSync(join(tmpdir(), 'meta-schemas-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const checkIn = (cwd: string) => {
  try {
    execFileSync(
      join(project, 'node_modules', '.bin', 'tsx'),
      [join(project, 'scripts', 'gen-meta-schemas.ts'), '--check'],
      {
        cwd,
        stdio: 'pipe',
      },
    );
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { status: number; stderr: Buffer };
    return { code: failed.status, stderr: failed.stderr.toString() };
  }
};

describe('generated meta-schemas', () => {
  it('are up to date, named, and valid JSON Schemas', () => {
    for (const [file, text] of metaSchemaDocuments()) {
      expect(readFileSync(join('schemas', 'meta', file), 'utf8')).toBe(text);
      const schema = JSON.parse(text);
      expect(schema).toMatchObject({ $id: file, title: expect.any(String) });
      expect(() => new Ajv({ strict: false }).compile(schema)).not.toThrow();
    }
  });

  it('are what every schema file points at with its $schema', () => {
    const files = loadSchemaFiles(project);
    expect(files.length).toBeGreaterThan(0);
    for (const { path, content } of files) {
      const hint = (content as { $schema?: string }).$schema;
      const kind = kindOf(path)!;
      expect(hint, path).toBeDefined();
      expect(resolve(dirname(path), hint!), path).toBe(resolve('schemas', 'meta', FILE_KINDS[kind].metaFile));
    }
  });

  it('--check fails with a clear message when a file is stale or missing', () => {
    cpSync(join(project, 'schemas', 'meta'), join(copy, 'schemas', 'meta'), { recursive: true });
    expect(checkIn(copy).code).toBe(0);
    writeFileSync(join(copy, 'schemas', 'meta', 'menu.schema.json'), '{}\n');
    rmSync(join(copy, 'schemas', 'meta', 'dictionary.schema.json'));
    const stale = checkIn(copy);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('schemas/meta/menu.schema.json is out of date');
    expect(stale.stderr).toContain('schemas/meta/dictionary.schema.json is missing');
    expect(stale.stderr).toContain('npm run gen:meta-schemas');
  });
});
