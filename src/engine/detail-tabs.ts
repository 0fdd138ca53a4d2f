import type { MetaBundle } from '../meta/bundle';
import type { EntityFile, Locale } from '../meta/model';
import { t } from '../meta/model/plain';
import { CAPABILITY_TEXTS } from './capability-texts';
import { buildDetail, type DetailGroupModel, type RelatedModel } from './detail';
import { displayModel } from './columns';
import { fieldOf, inView } from './fields';

/** The first tab of a tabbed detail: the detail's own groups. */
export const BASIC_TAB = 'basic';

export type DetailTabModel =
  | { key: string; title: string; kind: 'groups'; groups: DetailGroupModel[] }
  | { key: string; title: string; kind: 'related'; related: RelatedModel };

/**
 * The tabs of a detail page, or undefined when the schema declares none: "basic information"
 * with the detail's groups, then each declared tab. A related entity missing from the bundle
 * is a schema error and throws.
 */
export function buildDetailTabs(entity: EntityFile, bundle: MetaBundle, locale: Locale): DetailTabModel[] | undefined {
  const tabs = entity.detail.tabs;
  if (!tabs) return undefined;
  const basic: DetailTabModel = {
    key: BASIC_TAB,
    title: t(CAPABILITY_TEXTS.basicInfo, locale),
    kind: 'groups',
    groups: buildDetail(entity, bundle, locale),
  };
  return [
    basic,
    ...tabs.map((tab): DetailTabModel => {
      const title = t(tab.title, locale);
      if (tab.related) {
        const other = bundle.entities.get(tab.related.entity);
        if (!other) throw new Error(`${entity.name}: tab "${tab.key}" lists unknown entity "${tab.related.entity}"`);
        return {
          key: tab.key,
          title,
          kind: 'related',
          related: {
            entity: other,
            field: tab.related.field,
            match: tab.related.match,
            filters: tab.related.filters,
            title,
          },
        };
      }
      const groups = (tab.groups ?? []).map((group) => ({
        title: t(group.title, locale),
        items: group.fields
          .filter((name) => inView(fieldOf(entity, name), 'detail'))
          .map((name) => displayModel(entity, name, bundle, locale)),
      }));
      return { key: tab.key, title, kind: 'groups', groups };
    }),
  ];
}
