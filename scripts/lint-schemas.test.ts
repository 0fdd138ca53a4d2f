import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchemaSources } from './lib/load-schema-files';
import { formatProblem, lintSources } from './lib/lint-sources';

const root = process.cwd();
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const fixtures = join('scripts', 'fixtures', 'lint');
const lint = (folder: string) => lintSources(readSchemaSources(root, folder)).map(formatProblem);

describe('schema linter', () => {
  it('finds no problem in schemas/', () => {
    expect(lint('schemas')).toEqual([]);
  });

  const cases = readdirSync(fixtures, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  it('has broken fixtures to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  for (const { name } of cases) {
    it(`reports the fixture ${name} at its line and column`, () => {
      const folder = join(fixtures, name);
      const expected = readFileSync(join(folder, 'expected.txt'), 'utf8').trim().split('\n');
      expect(expected.length).toBeGreaterThan(0);
      expect(lint(folder)).toEqual(expected);
    });
  }

  it('prints problems and exits 1 from the command line, and a summary when clean', () => {
    const run = (folder: string) => {
      try {
        return {
          code: 0,
          out: execFileSync(tsx, ['scripts/lint-schemas.ts', folder], { encoding: 'utf8', stdio: 'pipe' }),
        };
      } catch (error) {
        const failed = error as { status: number; stdout: string };
        return { code: failed.status, out: failed.stdout };
      }
    };
    const broken = run(join(fixtures, 'unknown-dictionary'));
    expect(broken.code).toBe(1);
    expect(broken.out).toBe(readFileSync(join(fixtures, 'unknown-dictionary', 'expected.txt'), 'utf8'));
    const clean = run('schemas');
    expect(clean.code).toBe(0);
    expect(clean.out).toMatch(/^\d+ schema files in schemas: no problems\n$/);
  });
});
