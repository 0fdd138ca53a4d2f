import type { AggregateAnswer, AggregateBody } from '../meta/aggregate';
import { parseMeasure } from '../meta/aggregate';
import type { MetaBundle } from '../meta/bundle';
import { presetRange } from '../meta/filters/date-presets';
import type { DetailSummary, EntityFile, Locale } from '../meta/model';
import { t } from '../meta/model/plain';
import type { RowId } from './data-provider';

export interface SummaryFigureModel {
  measure: string;
  title: string;
  unit?: string;
  /** A money measure: the stored minor units per shown unit (yuan); undefined for other figures. */
  moneyUnit?: number;
  /** Decimals shown: none for counts, two otherwise. */
  precision: number;
}

export interface SummaryCountModel {
  value: string;
  title: string;
}

export interface SummaryPanelModel {
  key: string;
  title: string;
  entity: EntityFile;
  field: string;
  today?: string;
  figures: SummaryFigureModel[];
  /** The dictionary field counted per value, with every value of its dictionary in order. */
  countBy?: { field: string; values: SummaryCountModel[] };
}

/** Each row's count, the measure a countBy panel reads per value. */
export const COUNT = 'count';

/** The summary panels of a detail; an entity missing from the bundle is a schema error and throws. */
export function buildDetailSummary(entity: EntityFile, bundle: MetaBundle, locale: Locale): SummaryPanelModel[] {
  return (entity.detail.summary ?? []).map((panel: DetailSummary) => {
    const other = bundle.entities.get(panel.entity);
    if (!other) throw new Error(`${entity.name}: summary "${panel.key}" measures unknown entity "${panel.entity}"`);
    const figures = (panel.figures ?? []).map((figure): SummaryFigureModel => {
      const parsed = parseMeasure(figure.measure);
      const field = parsed?.field && !parsed.minus ? other.fields[parsed.field] : undefined;
      const money = field?.type === 'money' && parsed?.fn !== 'countDistinct';
      const counted = parsed?.fn === 'count' || parsed?.fn === 'countDistinct';
      return {
        measure: figure.measure,
        title: t(figure.title, locale),
        unit: figure.unit,
        moneyUnit: money ? (field.moneyUnit ?? 100) : undefined,
        precision: counted ? 0 : 2,
      };
    });
    const dictName = panel.countBy ? other.fields[panel.countBy]?.dict : undefined;
    const dict = dictName ? bundle.dictionaries.get(dictName) : undefined;
    return {
      key: panel.key,
      title: t(panel.title, locale),
      entity: other,
      field: panel.field,
      today: panel.today,
      figures,
      countBy: panel.countBy
        ? {
            field: panel.countBy,
            values: (dict?.items ?? []).map((item) => ({ value: String(item.value), title: t(item.label, locale) })),
          }
        : undefined,
    };
  });
}

/**
 * The aggregate request of a panel for one row: the rows whose field holds the row's id (and,
 * for a "today" panel, whose date falls on today's calendar day), grouped by the counted field.
 */
export function summaryBody(
  panel: Pick<SummaryPanelModel, 'field' | 'today' | 'figures' | 'countBy'>,
  id: RowId,
  now: Date = new Date(),
): AggregateBody {
  const measures = panel.figures.map((figure) => figure.measure);
  if (panel.countBy && !measures.includes(COUNT)) measures.push(COUNT);
  return {
    filters: { [panel.field]: id, ...(panel.today ? { [panel.today]: presetRange('today', now) } : {}) },
    dimensions: panel.countBy ? [panel.countBy.field] : [],
    measures,
  };
}

/** A figure as shown: money in yuan, counts whole, others with two decimals. */
export function summaryValue(figure: SummaryFigureModel, answer: AggregateAnswer | undefined): string {
  const raw = Number(answer?.summary[figure.measure] ?? 0);
  const value = figure.moneyUnit ? raw / figure.moneyUnit : raw;
  return value.toFixed(figure.precision);
}

/** How many rows hold each value of the counted field (0 for a value no row holds). */
export function summaryCounts(panel: SummaryPanelModel, answer: AggregateAnswer | undefined): Map<string, number> {
  const counts = new Map(panel.countBy?.values.map((item) => [item.value, 0]) ?? []);
  if (!panel.countBy) return counts;
  for (const row of answer?.rows ?? []) counts.set(String(row[panel.countBy.field]), Number(row[COUNT] ?? 0));
  return counts;
}
