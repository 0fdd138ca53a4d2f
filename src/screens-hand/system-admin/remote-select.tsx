import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { optionsOf, type Option } from './system-admin-api';

interface RemoteSelectProps extends Omit<SelectProps<number | number[]>, 'options' | 'onSearch'> {
  /** The options route of the entity picked from, e.g. /api/config/station/options. */
  optionsPath: string;
}

/**
 * A picker over another entity's rows that asks the server as the user types (an entity can
 * have thousands of rows), and shows the labels of the values already chosen.
 */
export function RemoteSelect({ optionsPath, value, ...props }: RemoteSelectProps) {
  const [options, setOptions] = useState<Option[]>([]);
  const [keyword, setKeyword] = useState('');

  useEffect(() => {
    const chosen = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
    let current = true;
    const timer = setTimeout(() => {
      Promise.all([
        optionsOf(optionsPath, { keyword }),
        chosen.length ? optionsOf(optionsPath, { ids: chosen }) : Promise.resolve([]),
      ]).then(
        ([found, picked]) => {
          if (!current) return;
          const byValue = new Map([...picked, ...found].map((option) => [option.value, option]));
          setOptions([...byValue.values()]);
        },
        () => undefined,
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The chosen values are fetched once per keyword: their labels do not change while editing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [optionsPath, keyword]);

  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      options={options}
      value={value}
      allowClear
      {...props}
    />
  );
}
