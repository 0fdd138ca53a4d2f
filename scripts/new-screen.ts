/**
 * Scaffolds an entity screen:
 *   npm run new:screen -- <name> --service config --parent <catalogId> --title-zh 充电卡 --title-en Cards
 * (`--tree` for rows that form a hierarchy: a parent field, a tree table and a move action;
 * --read-only for a log that is listed, shown and exported but never written by users,
 * --approval for applications that pass a first and a second approval by two different users)
 * writes schemas/entities/<kebab-name>.json, lints all schemas with it, and removes it again
 * when the linter objects (for instance to a page id or route that is already taken).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { loadBundle } from '../src/meta/bundle';
import { SERVICES, type Service } from '../src/meta/model';
import { loadSchemaFiles, readSchemaSources } from './lib/load-schema-files';
import { formatProblem, lintSources } from './lib/lint-sources';
import { kebabCase, scaffoldEntity } from './lib/scaffold-entity';
import { withApproval } from './lib/scaffold-approval';
import { withTree } from './lib/scaffold-tree';

const USAGE =
  'usage: npm run new:screen -- <name> --service <service> --parent <catalogId> --title-zh <中文> --title-en <English> [--read-only | --tree | --approval]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    service: { type: 'string' },
    parent: { type: 'string' },
    'title-zh': { type: 'string' },
    'title-en': { type: 'string' },
    tree: { type: 'boolean' },
    'read-only': { type: 'boolean' },
    approval: { type: 'boolean' },
  },
});
const [name] = positionals;
const { service, parent, 'title-zh': titleZh, 'title-en': titleEn } = values;
if (!name || !service || !parent || !titleZh || !titleEn) fail(USAGE);
if (!/^[a-z][A-Za-z0-9-]*$/.test(name))
  fail(`"${name}" must start with a lower-case letter: letters, digits and dashes`);
if (!(SERVICES as readonly string[]).includes(service))
  fail(`unknown service "${service}": use ${SERVICES.join(', ')}`);

const root = process.cwd();
const bundle = loadBundle(loadSchemaFiles(root));
const siblingSorts = [
  ...bundle.menuItems.filter((item) => item.parent === parent).map((item) => item.sort),
  ...[...bundle.entities.values()].filter((e) => e.menu.parent === parent).map((e) => e.menu.sort),
];
let entity;
try {
  entity = scaffoldEntity(
    { name, service: service as Service, parent, titleZh, titleEn, readOnly: values['read-only'] },
    bundle.menuItems,
    siblingSorts,
  );
} catch (error) {
  fail((error as Error).message);
}
if ([values.tree, values['read-only'], values.approval].filter(Boolean).length > 1)
  fail('choose one of --read-only, --tree and --approval');
if (values.tree) entity = withTree(entity);
if (values.approval) entity = withApproval(entity);

const folder = join(root, 'schemas', 'entities');
const path = join(folder, `${kebabCase(entity.name)}.json`);
if (existsSync(path)) fail(`${path} already exists`);
mkdirSync(folder, { recursive: true });
// Formatted as the project formats JSON, so the new file passes the format check as it is.
const options = { ...(await resolveConfig(path)), filepath: path };
writeFileSync(path, await format(JSON.stringify(entity, null, 2), options));

const problems = lintSources(readSchemaSources(root));
if (problems.length > 0) {
  rmSync(path);
  for (const problem of problems) console.error(formatProblem(problem));
  fail(`not written: the schemas would not pass the linter with it`);
}
console.log(`wrote ${path}: list at ${entity.menu.url}, permissions ${entity.pageId}:<action>`);
