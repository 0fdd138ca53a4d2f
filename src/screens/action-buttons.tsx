import { Button, Popconfirm, Space } from 'antd';
import type { ActionModel } from '../engine';
import { TEXTS } from '../engine';
import { useI18n } from '../i18n';

interface ActionButtonsProps {
  actions: ActionModel[];
  onRun(action: ActionModel): void;
  /** Row actions are links; toolbar and bulk actions are buttons. */
  variant: 'link' | 'button';
  disabled?: boolean;
  /** The pointer or the focus reached the buttons: a click may follow. */
  onReach?(): void;
}

/** Buttons for already visible actions; those with a confirmation text ask first. */
export function ActionButtons({ actions, onRun, variant, disabled, onReach }: ActionButtonsProps) {
  const { tr } = useI18n();
  return (
    <Space size={variant === 'link' ? 0 : 8} wrap onPointerEnter={onReach} onFocus={onReach}>
      {actions.map((action) => {
        const button = (
          <Button
            key={action.name}
            size={variant === 'link' ? 'small' : 'middle'}
            type={variant === 'link' ? 'link' : action.kind === 'add' ? 'primary' : 'default'}
            danger={action.danger}
            disabled={disabled}
            data-action={action.name}
            onClick={action.confirm ? undefined : () => onRun(action)}
          >
            {tr(action.title)}
          </Button>
        );
        if (!action.confirm) return button;
        return (
          <Popconfirm
            key={action.name}
            title={tr(action.confirm)}
            okText={tr(TEXTS.ok)}
            cancelText={tr(TEXTS.cancel)}
            onConfirm={() => onRun(action)}
          >
            {button}
          </Popconfirm>
        );
      })}
    </Space>
  );
}
