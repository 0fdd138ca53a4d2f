import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BASIC_TAB, detailColumns, relatedFilter, type DetailTabModel, type Row, type RowId } from '../engine';
import { useI18n } from '../i18n';
import { actionKey } from '../meta/entity-actions';
import type { EntityFile } from '../meta/model';
import { DetailDescriptions } from './detail-descriptions';
import { RelatedRows } from './entity-list';
import { useCan } from './use-can';

interface DetailTabsProps {
  entity: EntityFile;
  id: RowId;
  row: Row;
  tabs: DetailTabModel[];
}

/**
 * A detail page's tabs: the row's groups, more groups, and lists of related rows filtered by
 * this row (a "references" field matches the rows that include it). The open tab is in the
 * address (?tab=key), so a tab can be linked and survives a reload. A related list loads when
 * its tab is first opened, and only for a user who may list that entity.
 */
export function DetailTabs({ entity, id, row, tabs }: DetailTabsProps) {
  const { locale } = useI18n();
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const visible = useMemo(
    () => tabs.filter((tab) => tab.kind !== 'related' || can(actionKey(tab.related.entity.pageId, 'query'))),
    [tabs, can],
  );
  const asked = search.get('tab');
  const active = visible.some((tab) => tab.key === asked) ? asked! : BASIC_TAB;
  const columns = detailColumns(entity);

  return (
    <Tabs
      className="entity-detail-tabs"
      activeKey={active}
      onChange={(key) =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            if (key === BASIC_TAB) next.delete('tab');
            else next.set('tab', key);
            return next;
          },
          { replace: true },
        )
      }
      items={visible.map((tab) => ({
        key: tab.key,
        label: tab.title,
        children:
          tab.kind === 'groups' ? (
            <DetailDescriptions groups={tab.groups} row={row} columns={columns} locale={locale} />
          ) : (
            <RelatedRows entity={tab.related.entity} filter={relatedFilter(tab.related, id, row)} />
          ),
      }))}
    />
  );
}
