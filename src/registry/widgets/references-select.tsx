import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Option, RowId } from '../../engine/data-provider';
import { OPTIONS_PAGE_SIZE, type LoadOptions } from '../../engine/options-loader';
import { defineWidget } from '../define-widget';

interface ReferencesSelectProps {
  value?: RowId[] | null;
  onChange?: (value: RowId[]) => void;
  /** Given by the form's scope ($optionsOf): pages through the other entity on the server. */
  loadOptions?: LoadOptions;
  placeholder?: string;
  disabled?: boolean;
}

const SEARCH_DELAY_MS = 250;
/** Load the next page this close (in pixels) to the end of the dropdown's list. */
const NEAR_END_PX = 40;

const merge = (known: Option[], more: Option[]) => {
  const seen = new Set(known.map((o) => String(o.value)));
  return [...known, ...more.filter((o) => !seen.has(String(o.value)))];
};

/**
 * Several rows of another entity, chosen from a list that the server searches and pages: the
 * first 20 matches show at once, scrolling to the end loads the next 20, typing searches again.
 * However large the other table, only what the user looks at is loaded.
 */
export function ReferencesSelect({ value, onChange, loadOptions, ...rest }: ReferencesSelectProps) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const page = useRef({ keyword: undefined as string | undefined, pageNo: 1, done: false, busy: false });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = (keyword: string | undefined, pageNo: number) => {
    if (!loadOptions) return;
    page.current = { keyword, pageNo, done: false, busy: true };
    setLoading(true);
    loadOptions(keyword, undefined, pageNo)
      .then((found) => {
        if (page.current.keyword !== keyword || page.current.pageNo !== pageNo) return;
        page.current.done = found.length < OPTIONS_PAGE_SIZE;
        setOptions((known) => (pageNo === 1 ? merge(chosen(known), found) : merge(known, found)));
      })
      .finally(() => {
        page.current.busy = false;
        setLoading(false);
      });
  };
  // The chosen rows stay listed while another keyword is searched, so their tags keep labels.
  const chosen = (known: Option[]) => {
    const ids = new Set((value ?? []).map(String));
    return known.filter((o) => ids.has(String(o.value)));
  };

  useEffect(() => {
    if (!loadOptions) return;
    let live = true;
    const ids = value && value.length > 0 ? value : undefined;
    Promise.all([loadOptions(), ids ? loadOptions(undefined, ids) : Promise.resolve([])]).then(([first, current]) => {
      if (!live) return;
      page.current = { keyword: undefined, pageNo: 1, done: first.length < OPTIONS_PAGE_SIZE, busy: false };
      setOptions(merge(current, first));
    });
    return () => {
      live = false;
    };
    // The labels of the value are needed once; later values come from options already listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadOptions]);

  return (
    <Select
      style={{ width: '100%' }}
      {...rest}
      mode="multiple"
      showSearch
      allowClear
      filterOption={false}
      loading={loading}
      value={value ?? []}
      options={options}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      onChange={(next: RowId[]) => onChange?.(next)}
      // Choosing clears the typed keyword: the list goes back to every row, from the first page.
      onSelect={() => {
        clearTimeout(timer.current);
        if (page.current.keyword !== undefined) load(undefined, 1);
      }}
      onSearch={(keyword) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => load(keyword.trim() || undefined, 1), SEARCH_DELAY_MS);
      }}
      onPopupScroll={(event) => {
        const list = event.currentTarget;
        const { done, busy, keyword, pageNo } = page.current;
        if (done || busy || list.scrollTop + list.clientHeight < list.scrollHeight - NEAR_END_PX) return;
        load(keyword, pageNo + 1);
      }}
    />
  );
}

export default defineWidget({ id: 'references-select', component: ReferencesSelect });
