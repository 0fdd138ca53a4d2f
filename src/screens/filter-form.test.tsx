// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BundleScope, buildFilters, DataProviderScope, VISIBLE_FILTERS } from '../engine';
import { metaBundle } from '../engine/full-bundle';
import { FilterForm } from './filter-form';
import { installDomPolyfills } from './testing/dom-polyfills';
import { createFakeDataProvider } from './testing/fake-data-provider';

beforeAll(installDomPolyfills);
vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

const station = metaBundle.entities.get('station')!;
const models = buildFilters(station, metaBundle, 'zh-CN');
// A text filter among the folded ones, typed into below.
const folded = models.slice(VISIBLE_FILTERS).find((model) => model.widget === 'text')!;

function renderForm(onSearch = vi.fn()) {
  const { provider } = createFakeDataProvider(metaBundle);
  render(
    <BundleScope bundle={metaBundle}>
      <DataProviderScope provider={provider}>
        <FilterForm models={models} values={{}} onSearch={onSearch} />
      </DataProviderScope>
    </BundleScope>,
  );
  return onSearch;
}

const labels = () => [...document.querySelectorAll('.entity-filter-form label')].map((label) => label.textContent);
const fieldOf = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.entity-filter-form .ant-formily-item')].find(
    (item) => item.querySelector('label')?.textContent === title,
  );

describe('FilterForm', () => {
  it('draws the folded filters once unfolded and keeps what was typed in them when folded again', () => {
    expect(folded).toBeDefined();
    const onSearch = renderForm();
    expect(labels()).toEqual(models.slice(0, VISIBLE_FILTERS).map((model) => model.title));

    fireEvent.click(screen.getByRole('button', { name: /展开/ }));
    expect(labels()).toEqual(models.map((model) => model.title));
    fireEvent.change(fieldOf(folded.title)!.querySelector('input')!, { target: { value: 'north' } });

    fireEvent.click(screen.getByRole('button', { name: /收起/ }));
    expect(fieldOf(folded.title)!.style.display).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: /展开/ }));
    expect(fieldOf(folded.title)!.querySelector('input')!.value).toBe('north');

    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(onSearch).toHaveBeenCalledWith({ [folded.key]: 'north' });
  });
});
