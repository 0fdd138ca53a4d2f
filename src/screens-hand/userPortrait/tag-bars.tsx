import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiTable } from '../../api/http';
import { ChartView } from '../../charts/chart-view';
import { loadEntity } from '../../engine/bundle';

interface TagRow {
  id: number;
  name: string;
  coverCount: number | null;
}

const SHOWN = 30;

/**
 * Members per tag, largest first; a bar opens the member tag list filtered to that tag (the
 * members carrying it). Read from the tag list, which the server narrows to the seller.
 */
export function TagBars({ testId }: { testId: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<{ rows?: TagRow[]; error?: string }>({});
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    void loadEntity('labelTag')
      .then((tag) =>
        apiTable<TagRow>(`/api/${tag.service}/${tag.resource}/page`, {
          pageNo: 1,
          pageSize: SHOWN,
          sort: { field: 'coverCount', order: 'descend' },
        }),
      )
      .then(
        (page) => live && setState({ rows: page.data }),
        (reason: unknown) => live && setState({ error: String((reason as Error)?.message ?? reason) }),
      );
    return () => {
      live = false;
    };
  }, [tick]);
  const spec = useMemo(
    () => ({
      kind: 'bar' as const,
      data: (state.rows ?? [])
        .filter((row) => Number(row.coverCount) > 0)
        .sort((a, b) => Number(b.coverCount) - Number(a.coverCount))
        .map((row) => ({ x: row.name, y: Number(row.coverCount), id: row.id })),
      x: 'x',
      y: 'y',
    }),
    [state.rows],
  );
  const open = async (datum: Record<string, unknown>) => {
    const memberTag = await loadEntity('memberTag');
    navigate(`${memberTag.menu.url}?tagIds=${Number(datum.id)}`);
  };
  return (
    <ChartView
      testId={testId}
      spec={spec}
      loading={!state.rows && !state.error}
      error={state.error}
      onRetry={() => setTick((n) => n + 1)}
      onSelect={(datum) => void open(datum)}
    />
  );
}
