import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Space, theme } from 'antd';
import { memo, useEffect, useMemo, useState } from 'react';
import type { FilterModel, Filters } from '../engine';
import { useMetaBundle } from '../engine/bundle-context';
import { useDataProvider } from '../engine/data-provider-context';
import { compactFilters, VISIBLE_FILTERS } from '../engine/filters';
import { createOptionsOf } from '../engine/options-loader';
import { TEXTS } from '../engine/texts';
import { createTreeOf } from '../engine/tree';
import { useI18n } from '../i18n';
import { filterRegistry } from '../registry/filters';

interface FilterFormProps {
  models: FilterModel[];
  values: Filters;
  onSearch(filters: Filters): void;
}

// Up to four columns of at least 220 px each.
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(max(220px, calc((100% - 48px) / 4)), 1fr))',
  columnGap: 16,
} as const;
const ITEM = { alignItems: 'center', marginBottom: 16, minWidth: 0 } as const;
const LABEL = { flex: 'none', marginRight: 8, whiteSpace: 'nowrap' } as const;
const CONTROL = { flex: 1, minWidth: 0 } as const;

/**
 * The filter form above a list: search applies the filters, reset clears them. Plain antd
 * inputs over local state in a plain form: a list needs no form engine (formily loads with the
 * form drawer), nor antd's Form, which only lays the filters out here.
 */
export const FilterForm = memo(function FilterForm({ models, values, onSearch }: FilterFormProps) {
  const { tr } = useI18n();
  const provider = useDataProvider();
  const bundle = useMetaBundle();
  const optionsOf = useMemo(() => createOptionsOf(provider, bundle), [provider, bundle]);
  const treeOf = useMemo(() => createTreeOf(provider, bundle), [provider, bundle]);
  const [collapsed, setCollapsed] = useState(true);
  // Folded filters are first drawn when the form is first unfolded, then stay mounted (hidden
  // when folded again) so that their widgets keep what they loaded; values live in the draft.
  const [unfolded, setUnfolded] = useState(false);
  const { token } = theme.useToken();
  const [draft, setDraft] = useState<Record<string, unknown>>(values);
  // The applied filters change with the address (search, reset, a shared link): show them.
  useEffect(() => setDraft(values), [values]);
  if (models.length === 0) return null;

  const search = () => onSearch(compactFilters(draft, models));
  const reset = () => {
    setDraft({});
    onSearch({});
  };
  return (
    <form
      className="entity-filter-form"
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
    >
      <div style={GRID}>
        {models.map((model, index) => {
          const Widget = filterRegistry.require(model.widget).component;
          const folded = index >= VISIBLE_FILTERS;
          if (folded && !unfolded) return null;
          const hidden = collapsed && folded;
          return (
            // The items carry the form drawer's item class, so a field is found the same way in both.
            <div key={model.key} className="ant-formily-item" style={{ ...ITEM, display: hidden ? 'none' : 'flex' }}>
              <label style={{ ...LABEL, color: token.colorText }}>{model.title}</label>
              <div style={CONTROL}>
                <Widget
                  model={model}
                  value={draft[model.key]}
                  onChange={(value) => setDraft((current) => ({ ...current, [model.key]: value }))}
                  loadOptions={model.refEntity ? optionsOf(model.refEntity) : undefined}
                  loadTree={model.refEntity ? treeOf(model.refEntity) : undefined}
                />
              </div>
            </div>
          );
        })}
      </div>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" htmlType="submit">
          {tr(TEXTS.search)}
        </Button>
        <Button onClick={reset}>{tr(TEXTS.reset)}</Button>
        {models.length > VISIBLE_FILTERS && (
          <Button
            type="link"
            onClick={() => {
              setUnfolded(true);
              setCollapsed(!collapsed);
            }}
          >
            {tr(collapsed ? TEXTS.expand : TEXTS.collapse)}
            {collapsed ? <DownOutlined /> : <UpOutlined />}
          </Button>
        )}
      </Space>
    </form>
  );
});
