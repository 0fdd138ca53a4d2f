import { Alert, Button, Empty, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import type { ChartDatum, ChartHandle, ChartSpec, ChartTheme } from './chart-spec';

/** G2 and the drawing code: a chunk of its own, fetched when the first chart mounts. */
const loadDrawing = () => import('./g2-draw');

const TEXT = {
  error: { 'zh-CN': '图表加载失败', 'en-US': 'The chart could not be loaded' },
  retry: { 'zh-CN': '重试', 'en-US': 'Retry' },
  empty: { 'zh-CN': '所选范围内暂无数据', 'en-US': 'No data in the selected range' },
} as const;

export interface ChartViewProps {
  spec: ChartSpec;
  loading?: boolean;
  error?: string;
  /** Retries a failed load (shown as a button beside the error). */
  onRetry?: () => void;
  theme?: ChartTheme;
  height?: number;
  /** A bar, slice or point was clicked: its row (click-through to the rows it sums). */
  onSelect?: (datum: ChartDatum) => void;
  testId?: string;
}

/**
 * The one chart component of the product: G2 behind a lazy import, the app's light or dark
 * theme, loading, empty and error states, tooltips, a click on a bar or point, and redrawing
 * to its box whenever the layout changes it (sider folded, window resized).
 */
export function ChartView({
  spec,
  loading,
  error,
  onRetry,
  theme = 'light',
  height = 300,
  onSelect,
  testId,
}: ChartViewProps) {
  const { tr } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<ChartHandle | undefined>(undefined);
  const select = useRef(onSelect);
  select.current = onSelect;
  const [drawError, setDrawError] = useState<string>();
  const empty = !loading && !error && spec.data.length === 0;
  const drawable = !loading && !error && !empty;

  useEffect(() => {
    if (!drawable || !box.current) return;
    if (handle.current) {
      handle.current.update(spec);
      return;
    }
    let cancelled = false;
    const container = box.current;
    loadDrawing()
      .then(({ drawChart }) => {
        if (cancelled) return;
        handle.current = drawChart(container, spec, {
          theme,
          height,
          onSelect: (datum) => select.current?.(datum),
        });
      })
      .catch((reason: unknown) => setDrawError(String((reason as Error)?.message ?? reason)));
    return () => {
      cancelled = true;
    };
  }, [drawable, spec, theme, height]);

  // The chart goes with its box (or with a theme change, to be drawn anew).
  useEffect(
    () => () => {
      handle.current?.destroy();
      handle.current = undefined;
    },
    [drawable, theme, height],
  );

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => handle.current?.fit());
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [drawable]);

  const color = theme === 'dark' ? 'rgba(255,255,255,0.65)' : undefined;
  const shown = error ?? drawError;
  return (
    <div
      data-testid={testId}
      data-chart-state={shown ? 'error' : loading ? 'loading' : empty ? 'empty' : 'ready'}
      style={{ position: 'relative', minHeight: height }}
    >
      {shown ? (
        <Alert
          type="error"
          showIcon
          message={tr(TEXT.error)}
          description={shown}
          action={
            onRetry ? (
              <Button size="small" onClick={onRetry}>
                {tr(TEXT.retry)}
              </Button>
            ) : undefined
          }
        />
      ) : loading ? (
        <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Spin />
        </div>
      ) : empty ? (
        <Empty
          style={{ height, display: 'flex', flexDirection: 'column', justifyContent: 'center', color }}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<span style={{ color }}>{tr(TEXT.empty)}</span>}
        />
      ) : (
        <div ref={box} className="chart-canvas" style={{ height, width: '100%' }} />
      )}
    </div>
  );
}
