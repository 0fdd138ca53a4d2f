import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityFile } from '../../src/meta/model';

/**
 * Entity schemas standing in for the catalogue's, until the real ones exist: copies of a
 * template entity (pile types: a dozen fields, dictionaries, filters, form and detail groups)
 * under their own names, urls, tables and page ids, spread over the catalogs of the menu.
 */
export function fixtureEntities(template: EntityFile, count: number, catalogs: string[]): EntityFile[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const parent = catalogs[index % catalogs.length];
    return {
      ...template,
      name: `fixtureEntity${n}`,
      title: { 'zh-CN': `样例实体${n}`, 'en-US': `Fixture entity ${n}` },
      resource: `fixtureEntity${n}`,
      table: `fixture_entity_${n}`,
      pageId: `fixtureEntity${n}Manage`,
      menu: { ...template.menu, url: `/fixture/${parent}/entity${n}`, parent, sort: 1000 + n },
    };
  });
}

/**
 * A copy of the project's schemas folder in a temporary folder, with generated entities added
 * until it holds `total` entity schemas; answers the folder (for SCHEMAS_DIR).
 */
export function writeFixtureSchemas(projectRoot: string, total: number): string {
  const source = path.join(projectRoot, 'schemas');
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'fixture-schemas-')), 'schemas');
  cpSync(source, target, { recursive: true });
  const existing = readdirSync(path.join(source, 'entities')).filter((file) => file.endsWith('.json'));
  const template = JSON.parse(readFileSync(path.join(source, 'entities/pile-type.json'), 'utf8')) as EntityFile;
  const catalogs = readdirSync(path.join(source, 'menu'))
    .flatMap(
      (file) =>
        (JSON.parse(readFileSync(path.join(source, 'menu', file), 'utf8')) as { items: { id: string; type: string }[] })
          .items,
    )
    .filter((item) => item.type === 'CATALOG')
    .map((item) => item.id);
  for (const entity of fixtureEntities(template, Math.max(0, total - existing.length), catalogs)) {
    writeFileSync(path.join(target, 'entities', `${entity.name}.json`), `${JSON.stringify(entity, null, 2)}\n`);
  }
  return target;
}
