import { Card, Empty, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { DictTag, MonitorToolbar, useStations } from '../../monitors/monitor-parts';
import { GUN_STATUS_ITEMS, ONLINE_STATUS } from '../../monitors/network-rows';
import { PileGunTags, useGunsByPile } from '../../monitors/pile-gun-tags';
import { PILE_DETAIL_URL } from '../../monitors/pile-monitor-page';
import { useLiveNetwork } from '../../monitors/use-live-network';

const TEXT = {
  choose: { 'zh-CN': '选择一个场站查看其桩位示意', 'en-US': 'Choose a station to see its pile plan' },
  empty: { 'zh-CN': '该场站没有充电桩', 'en-US': 'This station has no piles' },
  legend: { 'zh-CN': '图例', 'en-US': 'Legend' },
  entrance: { 'zh-CN': '入口', 'en-US': 'Entrance' },
} as const satisfies Record<string, LocalizedText>;

/** Piles per row of the plan: bays are drawn in rows of this many, as parking rows usually are. */
const BAYS_PER_ROW = 6;

/**
 * Station pile sketch (/business/stationPileSketch/sketch): the station's piles as bays of a
 * plan, each gun coloured by its live status as the piles report it, a click opening the pile's
 * live detail.
 */
export default function StationPileSketchPage() {
  const { tr } = useI18n();
  const stations = useStations();
  const [stationId, setStationId] = useState<number>();
  const network = useLiveNetwork({ stationId: stationId ?? -1 });
  // The first station is shown at once; the operator picks another from the list.
  const firstStation = stations?.[0]?.id;
  useEffect(() => {
    if (stationId === undefined && firstStation !== undefined) setStationId(firstStation);
  }, [firstStation, stationId]);
  const gunsOf = useGunsByPile(network.guns);
  const piles = (network.piles ?? []).slice().sort((a, b) => a.code.localeCompare(b.code));

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <MonitorToolbar stations={stations} stationId={stationId} onStation={setStationId} onReload={network.reload}>
        <Typography.Text type="secondary">{tr(TEXT.legend)}:</Typography.Text>
        {GUN_STATUS_ITEMS.map((item) => (
          <Tag key={item.value} color={item.color}>
            {tr(item.label)}
          </Tag>
        ))}
      </MonitorToolbar>
      {!stationId ? (
        <Empty description={tr(TEXT.choose)} />
      ) : (
        <Card size="small" loading={!network.piles} data-testid="pile-sketch">
          {piles.length === 0 ? (
            <Empty description={tr(TEXT.empty)} />
          ) : (
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: `repeat(${BAYS_PER_ROW}, minmax(120px, 1fr))`,
                gap: 12,
                padding: 12,
                background: 'repeating-linear-gradient(90deg, #fafafa 0 118px, #f0f0f0 118px 120px)',
                border: '2px dashed #d9d9d9',
              }}
            >
              {piles.map((pile) => (
                <div
                  key={pile.id}
                  data-testid={`sketch-pile-${pile.id}`}
                  style={{ border: '1px solid #bfbfbf', borderRadius: 6, padding: 8, background: '#fff' }}
                >
                  <Space direction="vertical" size={4}>
                    <Link to={`${PILE_DETAIL_URL}?id=${pile.id}`}>{pile.code}</Link>
                    <DictTag dict={ONLINE_STATUS} value={pile.onlineStatus} />
                    <PileGunTags guns={gunsOf.get(pile.id)} readings={network.readings} testIdPrefix="sketch-gun-" />
                  </Space>
                </div>
              ))}
            </div>
          )}
          <Typography.Text type="secondary">▲ {tr(TEXT.entrance)}</Typography.Text>
        </Card>
      )}
    </Space>
  );
}
