import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Option } from '../../engine/data-provider';
import type { LoadOptions } from '../../engine/options-loader';
import { defineWidget } from '../define-widget';

interface ReferenceSelectProps {
  value?: string | number | null;
  onChange?: (value: string | number | null) => void;
  /** Given by the form's scope ($optionsOf): searches the other entity through the data provider. */
  loadOptions?: LoadOptions;
  placeholder?: string;
  disabled?: boolean;
}

const SEARCH_DELAY_MS = 250;

const sameValue = (a: unknown, b: unknown) => String(a) === String(b);

/**
 * Searches the referenced entity as the user types; the current value's label is looked up once
 * and listed only while it is the value: a choice let go (an account of the member no longer
 * chosen) is not offered again.
 */
function ReferenceSelect({ value, onChange, loadOptions, ...rest }: ReferenceSelectProps) {
  const [found, setFound] = useState<Option[]>([]);
  const [chosen, setChosen] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const search = (keyword?: string) => {
    if (!loadOptions) return;
    setLoading(true);
    loadOptions(keyword)
      .then(setFound)
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    if (!loadOptions) return;
    let live = true;
    const ids = value === undefined || value === null || value === '' ? undefined : [value];
    Promise.all([loadOptions(), ids ? loadOptions(undefined, ids) : Promise.resolve([])]).then(([first, current]) => {
      if (!live) return;
      setFound(first);
      setChosen(current);
    });
    return () => {
      live = false;
    };
    // The value's label is needed once; later values come from options already listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadOptions]);

  const options = [
    ...chosen.filter((o) => sameValue(o.value, value) && !found.some((f) => sameValue(f.value, o.value))),
    ...found,
  ];

  return (
    <Select
      style={{ width: '100%' }}
      {...rest}
      showSearch
      allowClear
      filterOption={false}
      loading={loading}
      value={value ?? undefined}
      options={options}
      onChange={(v, option) => {
        setChosen(option && !Array.isArray(option) ? [option as Option] : []);
        onChange?.(v ?? null);
      }}
      onSearch={(keyword) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => search(keyword), SEARCH_DELAY_MS);
      }}
    />
  );
}

export default defineWidget({ id: 'reference-select', component: ReferenceSelect });
