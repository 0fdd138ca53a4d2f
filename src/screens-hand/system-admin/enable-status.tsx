import { Button, Popconfirm, Select, Tag } from 'antd';
import { useI18n } from '../../i18n/use-i18n';
import type { LocalizedText } from '../../meta/model';
import { TEXT } from './texts';

/** A system row's status (1 enabled, 0 disabled) as the lists show it. */
export function EnableStatusTag({ status }: { status: number | undefined }) {
  const { tr } = useI18n();
  return status === 1 ? <Tag color="green">{tr(TEXT.enabled)}</Tag> : <Tag color="red">{tr(TEXT.disabled)}</Tag>;
}

/** The status filter of a system list: enabled, disabled, or either when cleared. */
export function EnableStatusSelect(props: { value?: number; onChange?: (value: number | undefined) => void }) {
  const { tr } = useI18n();
  return (
    <Select
      {...props}
      allowClear
      style={{ minWidth: 100 }}
      options={[
        { value: 1, label: tr(TEXT.enabled) },
        { value: 0, label: tr(TEXT.disabled) },
      ]}
    />
  );
}

/**
 * A row's disable button (after asking `confirm`) or enable button, whichever its status calls
 * for and the caller holds the key of; `onChange` gets the status wanted.
 */
export function EnableToggle({
  enabled,
  mayEnable,
  mayDisable,
  confirm,
  onChange,
}: {
  enabled: boolean;
  mayEnable: boolean;
  mayDisable: boolean;
  confirm: LocalizedText;
  onChange(enable: boolean): Promise<unknown>;
}) {
  const { tr } = useI18n();
  if (enabled)
    return mayDisable ? (
      <Popconfirm title={tr(confirm)} onConfirm={() => onChange(false)}>
        <Button type="link" size="small" data-action="disable">
          {tr(TEXT.disable)}
        </Button>
      </Popconfirm>
    ) : null;
  return mayEnable ? (
    <Button type="link" size="small" data-action="enable" onClick={() => void onChange(true)}>
      {tr(TEXT.enable)}
    </Button>
  ) : null;
}
