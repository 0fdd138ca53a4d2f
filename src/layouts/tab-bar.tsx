import { Dropdown, Tabs } from 'antd';
import type { ReactNode } from 'react';
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

// The bar's own box: its place (TabBarPlace) holds the same, so the page does not move when the
// bar is drawn.
const BAR_STYLE = {
  padding: '6px 16px 0',
  background: 'var(--tab-bar-bg, #fff)',
  marginBottom: 0,
  height: 54,
} as const;

/** An empty bar in the tab bar's place while it is not drawn yet (see useContentFirst). */
export function TabBarPlace() {
  return <div style={{ ...BAR_STYLE, boxSizing: 'border-box' }} />;
}

const ACTIONS: TabAction[] = ['closeCurrent', 'closeRight', 'closeLeft', 'closeAll'];

/**
 * A tab's menu is portalled out of the tab, yet React bubbles its clicks up to the tab, whose
 * click handler would then activate it: picking "close current" on another tab closed it and
 * opened it again at once.
 */
const keepClicksInMenu = (menu: ReactNode) => <div onClick={(event) => event.stopPropagation()}>{menu}</div>;

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
      style={BAR_STYLE}
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
            <Dropdown menu={menuFor(tab.key)} trigger={['contextMenu']} popupRender={keepClicksInMenu}>
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
