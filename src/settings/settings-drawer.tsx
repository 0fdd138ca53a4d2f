import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, List, Radio, Switch, Tooltip, message } from 'antd';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { PRIMARY_COLORS, type LayoutSettings } from './settings-model';
import { updateSettings } from './settings-store';
import { useSettings } from './use-settings';

type BooleanKey = 'fixedHeader' | 'autoHideHeader' | 'fixSiderbar' | 'colorWeak' | 'multiTab' | 'keepAlive';

/** SPEC section 2's settings drawer; every change persists at once. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useI18n();
  const settings = useSettings();
  const toggle = (key: BooleanKey, disabledHint?: string): ReactNode => {
    const disabled = Boolean(disabledHint);
    const control = (
      <Switch
        size="small"
        data-testid={`setting-${key}`}
        checked={settings[key]}
        disabled={disabled}
        onChange={(checked) => updateSettings({ [key]: checked })}
      />
    );
    return (
      <List.Item actions={[disabled ? <Tooltip title={disabledHint}>{control}</Tooltip> : control]}>
        <span style={{ opacity: disabled ? 0.5 : 1 }}>{t(`settings.${key}`)}</span>
      </List.Item>
    );
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(settings, null, 2));
      message.success(t('settings.copied'));
    } catch {
      message.error(t('settings.copyFailed'));
    }
  };
  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} width={300} data-testid="settings-drawer">
      <h4>{t('settings.theme')}</h4>
      <Radio.Group
        value={settings.navTheme}
        onChange={(event) => updateSettings({ navTheme: event.target.value as LayoutSettings['navTheme'] })}
        data-testid="setting-navTheme"
      >
        <Radio.Button value="dark">{t('settings.dark')}</Radio.Button>
        <Radio.Button value="light">{t('settings.light')}</Radio.Button>
      </Radio.Group>
      <h4 style={{ marginTop: 16 }}>{t('settings.primaryColor')}</h4>
      <div style={{ display: 'flex', gap: 8 }}>
        {PRIMARY_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            aria-label={color}
            data-testid={`color-${color}`}
            onClick={() => updateSettings({ primaryColor: color })}
            style={{
              width: 22,
              height: 22,
              border: 0,
              borderRadius: 3,
              background: color,
              color: '#fff',
              cursor: 'pointer',
              padding: 0,
            }}
          >
            {settings.primaryColor.toUpperCase() === color && <CheckOutlined />}
          </button>
        ))}
      </div>
      <Divider />
      <h4>{t('settings.layout')}</h4>
      <Radio.Group
        value={settings.layout}
        onChange={(event) => updateSettings({ layout: event.target.value as LayoutSettings['layout'] })}
        data-testid="setting-layout"
      >
        <Radio.Button value="sidemenu">{t('settings.sidemenu')}</Radio.Button>
        <Radio.Button value="topmenu">{t('settings.topmenu')}</Radio.Button>
      </Radio.Group>
      <List split={false} style={{ marginTop: 8 }}>
        <List.Item
          actions={[
            <Tooltip key="width" title={settings.layout === 'sidemenu' ? t('settings.fluidDisabled') : undefined}>
              <Radio.Group
                size="small"
                value={settings.contentWidth}
                onChange={(event) =>
                  updateSettings({ contentWidth: event.target.value as LayoutSettings['contentWidth'] })
                }
                data-testid="setting-contentWidth"
              >
                <Radio.Button value="Fixed">{t('settings.fixed')}</Radio.Button>
                <Radio.Button value="Fluid" disabled={settings.layout === 'sidemenu'}>
                  {t('settings.fluid')}
                </Radio.Button>
              </Radio.Group>
            </Tooltip>,
          ]}
        >
          {t('settings.contentWidth')}
        </List.Item>
        {toggle('fixedHeader')}
        {toggle('autoHideHeader', settings.fixedHeader ? undefined : t('settings.autoHideDisabled'))}
        {toggle('fixSiderbar', settings.layout === 'topmenu' ? t('settings.fixSiderDisabled') : undefined)}
        {toggle('colorWeak')}
        {toggle('multiTab')}
        {toggle('keepAlive')}
      </List>
      <Divider />
      <Button block onClick={copy} data-testid="copy-settings">
        {t('settings.copy')}
      </Button>
    </Drawer>
  );
}
