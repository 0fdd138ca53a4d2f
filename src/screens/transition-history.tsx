import { Card, Empty, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useDataProvider, useMetaBundle, type RowId, type Transition } from '../engine';
import { useI18n } from '../i18n';
import { formatMoney } from '../meta/format/money';
import { t, type EntityFile } from '../meta/model';
import { FLOW_TEXTS } from '../registry/widgets/flow-texts';

/**
 * The status transitions of one row, oldest first: the action, who ran it and when, the
 * statuses it moved between, what the action form said and, for an approval step, the values
 * it approved (entity `approval.moneyFields`). `version` reloads it.
 */
export function TransitionHistory({ entity, id, version }: { entity: EntityFile; id: RowId; version: unknown }) {
  const { tr, locale } = useI18n();
  const bundle = useMetaBundle();
  const provider = useDataProvider();
  const [items, setItems] = useState<Transition[]>();
  useEffect(() => {
    let live = true;
    provider.transitions({ entity, id }).then(
      (answer) => live && setItems(answer.code === 0 ? answer.data : []),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [provider, entity, id, version]);

  const status = entity.statusField ? entity.fields[entity.statusField] : undefined;
  const dict = status?.dict ? bundle.dictionaries.get(status.dict) : undefined;
  const label = (value: string | null) => {
    const item = dict?.items.find((i) => String(i.value) === value);
    return item ? t(item.label, locale) : (value ?? '-');
  };
  const actionTitle = (name: string) => {
    // An edit that reopened an approved row for review (schemas' approval.reopenOnEdit).
    if (name === 'edit') return tr(FLOW_TEXTS.reopened);
    const action = entity.statusActions?.find((a) => a.name === name);
    return action ? tr(action.title) : name;
  };
  const inputText = (input: Transition['input'], name: string) => {
    const fields = entity.statusActions?.find((a) => a.name === name)?.form?.fields ?? {};
    return Object.entries(input ?? {})
      .map(([key, value]) => {
        const shown =
          Array.isArray(value) && fields[key]?.sub ? tr(FLOW_TEXTS.rowCount, { count: value.length }) : String(value);
        return `${fields[key] ? tr(fields[key].title) : key}: ${shown}`;
      })
      .join('; ');
  };

  const valueText = (name: string, value: unknown) => {
    const field = entity.fields[name];
    if (value === null || value === undefined || value === '') return '-';
    if (field?.type === 'money') return formatMoney(value as number, field.moneyUnit, true);
    if (field?.type === 'dict' && field.dict) {
      const item = bundle.dictionaries.get(field.dict)?.items.find((i) => String(i.value) === String(value));
      if (item) return t(item.label, locale);
    }
    if (field?.type === 'reference') return `#${String(value)}`;
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  const approvedText = (approved: Record<string, unknown>) =>
    Object.entries(approved)
      .map(
        ([name, value]) => `${entity.fields[name] ? tr(entity.fields[name].title) : name}: ${valueText(name, value)}`,
      )
      .join('; ');

  return (
    <Card title={tr(FLOW_TEXTS.history)} style={{ marginTop: 16 }} data-transition-history>
      {items && items.length === 0 ? (
        <Empty description={tr(FLOW_TEXTS.noHistory)} />
      ) : (
        <Timeline
          items={(items ?? []).map((item) => ({
            key: item.id,
            children: (
              <div data-transition={item.action}>
                <Typography.Text strong>{actionTitle(item.action)}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {label(item.from)} → {label(item.to)}
                </Typography.Text>
                <div>
                  {tr(FLOW_TEXTS.by)}: {item.userName ?? item.userId ?? '-'} ·{' '}
                  {dayjs(item.createdAt).format('YYYY-MM-DD HH:mm:ss')}
                </div>
                {item.input && <div>{inputText(item.input, item.action)}</div>}
                {item.approved && (
                  <div data-approved-values>
                    {tr(FLOW_TEXTS.approvedValues)}: {approvedText(item.approved)}
                  </div>
                )}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
