import { Button, notification } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../i18n/use-i18n';
import type { LocalizedText } from '../meta/model';

const TEXT = {
  open: { 'zh-CN': '查看告警监控', 'en-US': 'Open the alarm monitor' },
} as const satisfies Record<string, LocalizedText>;

const ALARM_MONITOR = '/safe/alarmManage/monitor';

/** An alarm to pop up: its key (one pop-up per alarm), title, text and whether it flashes. */
export interface AlarmNotice {
  key: string;
  title: string;
  content?: string;
  flash?: boolean;
}

/**
 * The pop-ups of the alarms given, each shown once, with a way to the alarm monitor. Loaded with
 * the first alarm to pop up (alarm-popup), so that pages without alarms do not carry antd's
 * notifications.
 */
export default function AlarmNotices({ alarms }: { alarms: AlarmNotice[] }) {
  const { tr } = useI18n();
  const navigate = useNavigate();
  // The hook's notifications render inside the app (its theme, locale and router context).
  const [notices, holder] = notification.useNotification({ maxCount: 5 });
  // By identity: alarm-popup keeps the latest alarms only, and those it drops are let go here too.
  const shown = useRef(new WeakSet<AlarmNotice>());
  useEffect(() => {
    for (const alarm of alarms) {
      if (shown.current.has(alarm)) continue;
      shown.current.add(alarm);
      notices.warning({
        key: alarm.key,
        message: alarm.title,
        description: (
          <span data-testid="alarm-popup" data-flash={alarm.flash ? 'true' : undefined}>
            {alarm.content}
          </span>
        ),
        // A flashing alarm is framed in the alarm colour, so it stands out among the others.
        style: alarm.flash ? { boxShadow: '0 0 0 2px #ff4d4f' } : undefined,
        duration: 0,
        btn: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              notices.destroy(alarm.key);
              navigate(ALARM_MONITOR);
            }}
          >
            {tr(TEXT.open)}
          </Button>
        ),
      });
    }
  }, [alarms, navigate, notices, tr]);
  return holder;
}
