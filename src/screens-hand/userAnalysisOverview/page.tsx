import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '../../i18n/use-i18n';
import { LookBackPicker, type LookBack } from '../../insight/analysis-parts';
import { MENU_BASE, MENU_TABS, TABS, tabOf, type TabKey } from './analysis-tabs';
import { ActivityTab } from './activity-tab';
import { ChannelTab } from './channel-tab';
import { DescriptionTab } from './description-tab';
import { RegionTab } from './region-tab';
import { RetentionTab } from './retention-tab';

/**
 * User data analysis (/UserAnalysis and the user analysis menu's entries): where members come
 * from, where they charge, how active they are, whether they come back, and who they are. Each
 * tab draws aggregates of the rows the user's member, bill and vehicle lists show.
 */
export default function UserAnalysisOverviewPage() {
  const { tr } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const active = tabOf(location.pathname, location.search);
  const [days, setDays] = useState<LookBack>(90);
  const open = (key: string) =>
    navigate(
      location.pathname.startsWith(MENU_BASE) && MENU_TABS.has(key) ? `${MENU_BASE}${key}` : `/UserAnalysis?tab=${key}`,
    );
  const body = (key: TabKey) => {
    switch (key) {
      case 'channel':
        return <ChannelTab days={days} />;
      case 'region':
        return <RegionTab days={days} />;
      case 'activity':
        return <ActivityTab days={days} />;
      case 'retention':
        return <RetentionTab days={days} />;
      default:
        return <DescriptionTab />;
    }
  };
  return (
    <Card data-testid="user-analysis" data-tab={active}>
      <Tabs
        activeKey={active}
        onChange={open}
        tabBarExtraContent={active === 'description' ? undefined : <LookBackPicker value={days} onChange={setDays} />}
        items={TABS.map((tab) => ({
          key: tab.key,
          label: <span data-testid={`user-analysis-tab-${tab.key}`}>{tr(tab.label)}</span>,
          children: tab.key === active ? body(tab.key) : null,
        }))}
      />
    </Card>
  );
}
