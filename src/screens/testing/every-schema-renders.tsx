import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BundleScope, DataProviderScope } from '../../engine';
import { metaBundle } from '../../engine/full-bundle';
import { t } from '../../meta/model';
import { EntityDetail } from '../entity-detail';
import { EntityForm } from '../entity-form';
import { EntityList } from '../entity-list';
import { SettingsScreen } from '../settings-screen';
import { isSettingsEntity } from '../../meta/capabilities';
import { entityOffers } from '../../meta/entity-actions';
import { installDomPolyfills, takeInlineStylesAsComputed } from './dom-polyfills';
import { createFakeDataProvider } from './fake-data-provider';

/**
 * Renders every schema's screens (list, forms, detail, settings) with a fake data provider: one
 * case per schema, so a schema that does not render fails naming itself. The schemas are dealt
 * into `of` shards, each run by its own test file, so that the shards run in parallel.
 */
export function describeEverySchemaRenders(shard: number, of: number): void {
  beforeAll(() => {
    installDomPolyfills();
    // Every schema's screens are checked for their content; the cascade would cost most of the time.
    takeInlineStylesAsComputed();
  });
  // antd in jsdom is slow, and slower still on a shared machine: wait generously, fail only on real errors.
  vi.setConfig({ testTimeout: 180_000 });
  const WAIT = { timeout: 60_000 };
  afterEach(cleanup);

  const entities = [...metaBundle.entities.values()].filter((_, index) => index % of === shard);

  function renderScreen(node: React.ReactNode) {
    const { provider, calls } = createFakeDataProvider(metaBundle);
    render(
      <MemoryRouter>
        <BundleScope bundle={metaBundle}>
          <DataProviderScope provider={provider}>{node}</DataProviderScope>
        </BundleScope>
      </MemoryRouter>,
    );
    return calls;
  }

  // One case per schema file: a schema that does not render fails here, naming itself.
  const listEntities = entities.filter((entity) => !isSettingsEntity(entity));
  const settingsEntities = entities.filter(isSettingsEntity);

  // Settings (single, kv): one form with every field, loaded with get, and its test button.
  describe.each(settingsEntities.map((entity) => [entity.name, entity] as const))(
    'settings schema %s',
    (_n, entity) => {
      it('renders its settings form with every form field, loaded once', async () => {
        const calls = renderScreen(<SettingsScreen entity={entity} />);
        await waitFor(
          () => expect(document.querySelectorAll('.ant-formily-item').length).toBeGreaterThanOrEqual(1),
          WAIT,
        );
        expect(calls.filter((c) => c.method === 'call')).toHaveLength(1);
        expect(calls.some((c) => c.method === 'page')).toBe(false);
        for (const name of entity.form.groups?.flatMap((g) => g.fields) ?? entity.form.fields ?? [])
          expect(screen.getAllByText(t(entity.fields[name].title, 'zh-CN')).length).toBeGreaterThan(0);
        if (entity.test) expect(screen.getByText(t(entity.test.title, 'zh-CN'))).toBeTruthy();
        for (const [name, field] of Object.entries(entity.fields))
          if (field.secret)
            expect(document.querySelector(`input[type=password]#${name}, input[type=password]`)).not.toBeNull();
      });
    },
  );

  describe.each(listEntities.map((entity) => [entity.name, entity] as const))('schema %s', (_name, entity) => {
    it('renders its list with rows, columns and filters', async () => {
      const calls = renderScreen(<EntityList entity={entity} />);
      const label = String(
        entity.list.columns[0] &&
          (typeof entity.list.columns[0] === 'string' ? entity.list.columns[0] : entity.list.columns[0].field),
      );
      await waitFor(() => expect(document.querySelectorAll('.ant-table-row')).toHaveLength(2), WAIT);
      expect(calls.some((c) => c.method === 'page')).toBe(true);
      const headers = [...document.querySelectorAll('th')].map((th) => th.textContent);
      expect(headers).toContain(t(entity.fields[label]?.title ?? { 'zh-CN': 'ID', 'en-US': 'ID' }, 'zh-CN'));
    });

    // A read-only screen (no save or update) has no form to render.
    const hasForm = entityOffers(entity, 'save') || entityOffers(entity, 'update');
    if (hasForm)
      // The edit form: the create form's fields, loaded with the row (one render per schema,
      // as forms are the slowest screens to render in jsdom).
      it('renders its edit form with every form field, loaded with get', async () => {
        const fields = (entity.form.groups?.flatMap((g) => g.fields) ?? entity.form.fields ?? []).filter(
          (name) =>
            !entity.fields[name].readOnly && (!entity.fields[name].views || entity.fields[name].views.includes('form')),
        );
        const calls = renderScreen(
          <EntityForm entity={entity} id={1} onClose={() => undefined} onSaved={() => undefined} />,
        );
        await waitFor(() => expect(calls.some((c) => c.method === 'get')).toBe(true), WAIT);
        await waitFor(
          () => expect(document.querySelectorAll('.ant-formily-item').length).toBeGreaterThanOrEqual(1),
          WAIT,
        );
        for (const name of fields) {
          if (entity.fields[name].visibleWhen) continue;
          expect(screen.getAllByText(t(entity.fields[name].title, 'zh-CN')).length).toBeGreaterThan(0);
        }
        if (fields.includes(entity.labelField) && entity.fields[entity.labelField].type === 'string') {
          expect(screen.getByDisplayValue(`${entity.labelField}-1`)).toBeTruthy();
        }
      });

    it('renders its detail with groups and related lists', async () => {
      const calls = renderScreen(<EntityDetail entity={entity} id={1} />);
      await waitFor(() => expect(document.querySelector('.entity-detail')).not.toBeNull(), WAIT);
      for (const group of entity.detail.groups)
        expect(screen.getAllByText(t(group.title, 'zh-CN')).length).toBeGreaterThan(0);
      const related = entity.detail.related ?? [];
      await waitFor(() => expect(calls.filter((c) => c.method === 'page')).toHaveLength(related.length), WAIT);
      // Tabs: every title shows; a related tab's list loads only once the tab is opened.
      for (const tab of entity.detail.tabs ?? [])
        expect(screen.getByRole('tab', { name: t(tab.title, 'zh-CN') })).toBeTruthy();
      await act(async () => undefined);
    });
  });

  it('has schemas to render', () => {
    expect(entities.length).toBeGreaterThan(0);
  });
}
