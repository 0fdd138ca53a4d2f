import { Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { loadDictionary } from '../../engine/bundle';
import { useI18n } from '../../i18n/use-i18n';
import type { DictionaryFile } from '../../meta/model';

/** The dictionary a role's data scope takes its values and labels from. */
const DATA_SCOPE_DICTIONARY = 'dataScope';

/** Dictionary dataScope (all stations, my organization's, bound only), loaded once a screen asks. */
export function useDataScopes(): DictionaryFile['items'] {
  const [items, setItems] = useState<DictionaryFile['items']>([]);
  useEffect(() => {
    let current = true;
    void loadDictionary(DATA_SCOPE_DICTIONARY).then((dict) => current && setItems(dict?.items ?? []));
    return () => {
      current = false;
    };
  }, []);
  return items;
}

/** A role's data scope as the role list shows it: its label in the dictionary's colour. */
export function DataScopeTag({ value, items }: { value: string | undefined; items: DictionaryFile['items'] }) {
  const { tr } = useI18n();
  const item = items.find((option) => option.value === value);
  if (!item) return <>{value ?? '-'}</>;
  return <Tag color={item.color}>{tr(item.label)}</Tag>;
}

/**
 * The data scope a new role starts with: a caller who sees only some stations may give a role
 * no scope but `bound` (the server refuses any other), everyone else starts at all stations.
 */
export const newRoleDataScope = (own: { allStations: boolean }): string => (own.allStations ? 'all' : 'bound');

/** Picks a data scope; `allowClear` for a list filter, where none means any scope. */
export function DataScopeSelect(props: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  allowClear?: boolean;
  disabled?: boolean;
  id?: string;
}) {
  const { tr } = useI18n();
  const options = useDataScopes().map((item) => ({ value: String(item.value), label: tr(item.label) }));
  return <Select {...props} style={{ minWidth: 180 }} options={options} data-testid="data-scope-select" />;
}
