import { EnvironmentOutlined } from '@ant-design/icons';
import { observer, useField } from '@formily/react';
import { Button, InputNumber, Space, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../i18n';
import type { LocalizedText } from '../../meta/model';
import { defineWidget } from '../define-widget';
import { coordinatePartner, type CoordinateKind } from './coordinate-partner';

// The map's code (Leaflet) loads when the picker first opens, never with a form or a list.
const CoordinatePicker = lazy(() => import('../../maps/coordinate-picker'));

const TEXT = {
  pick: { 'zh-CN': '在地图上选点', 'en-US': 'Pick on the map' },
} as const satisfies Record<string, LocalizedText>;

interface CoordinateInputProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  kind?: CoordinateKind;
  precision?: number;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * Longitude -180..180, latitude -90..90, up to 10 decimals (SPEC section 5), typed; beside a
 * field of the other kind it also has a map button, where a click sets both.
 */
const CoordinateInput = observer(({ kind = 'longitude', precision, ...rest }: CoordinateInputProps) => {
  const { tr } = useI18n();
  const field = useField();
  const [picking, setPicking] = useState(false);
  const limit = kind === 'longitude' ? 180 : 90;
  const input = <InputNumber {...rest} style={{ width: '100%' }} min={-limit} max={limit} precision={precision ?? 6} />;
  const partner = coordinatePartner(field, kind);
  if (!partner || rest.disabled) return input;
  const own = rest.value ?? null;
  const other = (partner.value as number | null | undefined) ?? null;
  const [longitude, latitude] = kind === 'longitude' ? [own, other] : [other, own];
  return (
    <>
      <Space.Compact block>
        {input}
        <Tooltip title={tr(TEXT.pick)}>
          <Button
            icon={<EnvironmentOutlined />}
            aria-label={tr(TEXT.pick)}
            data-testid="coordinate-pick"
            onClick={() => setPicking(true)}
          />
        </Tooltip>
      </Space.Compact>
      {picking && (
        <Suspense fallback={null}>
          <CoordinatePicker
            longitude={longitude}
            latitude={latitude}
            onPick={(point) => {
              rest.onChange?.(point[kind]);
              partner.onInput(kind === 'longitude' ? point.latitude : point.longitude);
            }}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
    </>
  );
});

export default defineWidget({ id: 'coordinate', component: CoordinateInput });
