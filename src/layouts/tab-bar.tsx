import { Dropdown, Tabs } from 'antd';
import { useI18n } from '../i18n/use-i18n';
import type { LocalizedText } from '../meta/model/common';
import type { Tab } from './tab-model';
import type { TabAction } from './use-tabs';

interface TabBarProps {
  tabs: Tab[];
  activeKey: string;
  titleOf(pathname: string): LocalizedText | undefined;
  onSelect(key: string): void;
  onAction(action: TabAction, key: string): void;
}

const ACTIONS: TabAction[] = ['closeCurrent', 'closeRight', 'closeLeft', 'closeAll'];

/** The multi-tab bar with its four context actions (right click or the bar's menu). */
export function TabBar({ tabs, activeKey, titleOf, onSelect, onAction }: TabBarProps) {
  const { t, tr } = useI18n();
  const menuFor = (key: string) => ({
    items: ACTIONS.map((action) => ({ key: action, label: t(`tabs.${action}`) })),
    onClick: ({ key: action }: { key: string }) => onAction(action as TabAction, key),
  });
  return (
    <Tabs
      data-testid="tab-bar"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      onChange={onSelect}
      onEdit={(key, kind) => kind === 'remove' && typeof key === 'string' && onAction('closeCurrent', key)}
      style={{ padding: '6px 16px 0', background: 'var(--tab-bar-bg, #fff)', marginBottom: 0 }}
      tabBarExtraContent={
        <Dropdown menu={menuFor(activeKey)} trigger={['click']}>
          <a data-testid="tab-actions">⋯</a>
        </Dropdown>
      }
      items={tabs.map((tab) => {
        const title = titleOf(tab.pathname);
        return {
          key: tab.key,
          closable: tabs.length > 1,
          label: (
            <Dropdown
              menu={{ ...menuFor(tab.key), onClick: ({ key }) => onAction(key as TabAction, tab.key) }}
              trigger={['contextMenu']}
            >
              <span data-testid="tab" data-key={tab.key}>
                {title ? tr(title) : t('tabs.untitled')}
              </span>
            </Dropdown>
          ),
        };
      })}
    />
  );
}
