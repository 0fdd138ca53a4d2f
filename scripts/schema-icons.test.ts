import * as icons from '@ant-design/icons';
import { describe, expect, it } from 'vitest';
import { loadBundle } from '../src/meta/bundle';
import { loadSchemaFiles } from './lib/load-schema-files';

// The linter stays isomorphic and light, so whether an icon name exists is checked here.
describe('menu icons', () => {
  it('name @ant-design/icons components', () => {
    const bundle = loadBundle(loadSchemaFiles(process.cwd()));
    const named = [
      ...bundle.menuItems.map((item) => item.icon),
      ...[...bundle.entities.values()].map((entity) => entity.menu.icon),
    ].filter((icon): icon is string => icon !== undefined);
    expect(named.length).toBeGreaterThan(20);
    const missing = named.filter((icon) => !(icon in icons));
    expect(missing).toEqual([]);
  });
});
