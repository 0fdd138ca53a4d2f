import { Select } from 'antd';
import { TEXTS } from '../../engine/texts';
import { useI18n } from '../../i18n';
import { defineWidget } from '../define-widget';

interface BooleanSelectProps {
  value?: boolean;
  onChange?: (value: boolean | undefined) => void;
}

function BooleanSelect({ value, onChange }: BooleanSelectProps) {
  const { tr } = useI18n();
  return (
    <Select
      style={{ width: '100%' }}
      allowClear
      value={value}
      onChange={onChange}
      options={[
        { value: true, label: tr(TEXTS.yes) },
        { value: false, label: tr(TEXTS.no) },
      ]}
    />
  );
}

export default defineWidget({ id: 'boolean-select', component: BooleanSelect });
