import { Space, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { kw } from './monitor-parts';
import { GUN_STATUS, gunLetter, type GunRow } from './network-rows';
import { readingKey, type GunReading } from './use-live-network';

/** The guns of each pile, by gun number: the piles of a station drawn with their guns. */
export function useGunsByPile(guns: GunRow[] | undefined): Map<number, GunRow[]> {
  return useMemo(() => {
    const byPile = new Map<number, GunRow[]>();
    for (const gun of guns ?? []) byPile.set(gun.pileId, [...(byPile.get(gun.pileId) ?? []), gun]);
    for (const list of byPile.values()) list.sort((a, b) => a.gunIndex - b.gunIndex);
    return byPile;
  }, [guns]);
}

/**
 * A pile's guns as letters coloured by their live status, the status and the power drawn in a
 * tooltip. `testIdPrefix` names each tag after its gun, so that tests find one gun.
 */
export function PileGunTags({
  guns,
  readings,
  testIdPrefix,
}: {
  guns: GunRow[] | undefined;
  readings: Record<string, GunReading>;
  testIdPrefix: string;
}) {
  const { tr } = useI18n();
  return (
    <Space size={4} wrap>
      {(guns ?? []).map((gun) => {
        const status = GUN_STATUS.get(gun.status ?? 5);
        const reading = readings[readingKey(gun.pileId, gun.gunIndex)];
        return (
          <Tooltip
            key={gun.id}
            title={`${status ? tr(status.label) : ''}${reading?.powerW ? ` ${kw(reading.powerW)} kW` : ''}`}
          >
            <Tag color={status?.color} data-testid={`${testIdPrefix}${gun.id}`} data-status={gun.status ?? ''}>
              {gunLetter(gun.gunIndex)}
            </Tag>
          </Tooltip>
        );
      })}
    </Space>
  );
}
