import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import type { ActionModel } from '../engine';
import { TEXTS } from '../engine/texts';
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

/**
 * Buttons for already visible actions; those with a confirmation text ask first. The question
 * is mounted on the first click only: a page of 100 rows would otherwise carry hundreds of idle
 * popconfirms. Row actions (variant link) are light buttons styled by row-action-style.
 */
export function ActionButtons({ actions, onRun, variant, disabled, onReach }: ActionButtonsProps) {
  const { tr } = useI18n();
  const [asking, setAsking] = useState<string>();
  return (
    <Space size={variant === 'link' ? 0 : 8} wrap onPointerEnter={onReach} onFocus={onReach}>
      {actions.map((action) => {
        const onClick = action.confirm ? () => setAsking(action.name) : () => onRun(action);
        const button =
          variant === 'link' ? (
            <button
              key={action.name}
              type="button"
              className={action.danger ? 'entity-row-action entity-row-action-danger' : 'entity-row-action'}
              data-action={action.name}
              onClick={onClick}
            >
              {tr(action.title)}
            </button>
          ) : (
            <Button
              key={action.name}
              type={action.kind === 'add' ? 'primary' : 'default'}
              danger={action.danger}
              disabled={disabled}
              data-action={action.name}
              onClick={onClick}
            >
              {tr(action.title)}
            </Button>
          );
        if (!action.confirm || asking !== action.name) return button;
        return (
          <Popconfirm
            key={action.name}
            open
            onOpenChange={(open) => !open && setAsking(undefined)}
            title={tr(action.confirm)}
            okText={tr(TEXTS.ok)}
            cancelText={tr(TEXTS.cancel)}
            onConfirm={() => {
              setAsking(undefined);
              onRun(action);
            }}
            onCancel={() => setAsking(undefined)}
          >
            {button}
          </Popconfirm>
        );
      })}
    </Space>
  );
}
