import { Button, notification } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import alarmLevels from '../../schemas/dictionaries/alarm-level.json';
import { useI18n } from '../i18n/use-i18n';
import { followLiveEvents } from '../live/live-events';
import { flashTitle } from './alarm-flash';
import type { LocalizedText } from '../meta/model';

const TEXT = {
  title: { 'zh-CN': '新告警', 'en-US': 'New alarm' },
  open: { 'zh-CN': '查看告警监控', 'en-US': 'Open the alarm monitor' },
} as const satisfies Record<string, LocalizedText>;

const LEVELS = new Map(alarmLevels.items.map((item) => [item.value, item.label]));
const ALARM_MONITOR = '/safe/alarmManage/monitor';

/** A short tone for a level 1 or 2 alarm; browsers allow it once the user has used the page. */
function beep() {
  try {
    const context = new AudioContext();
    const tone = context.createOscillator();
    tone.frequency.value = 880;
    tone.connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.25);
    tone.onended = () => void context.close();
  } catch {
    // No audio here: the pop-up still shows.
  }
}

/**
 * Signals every alarm that opens in the operator's network while the console is open (for users
 * who can read the alarm records) the way the seller's notify rules ask: a pop-up with its level
 * and text and a way to the alarm monitor, a tone, a blinking tab title. An event that carries
 * no rule's signals (an older server) pops up, with a tone for levels 1 and 2.
 */
export default function AlarmPopup() {
  const { tr } = useI18n();
  const navigate = useNavigate();
  // The hook's notifications render inside the app (its theme, locale and router context).
  const [notices, holder] = notification.useNotification({ maxCount: 5 });
  useEffect(
    () =>
      followLiveEvents((message) => {
        if (message.kind !== 'alarm' || !message.open) return;
        const level = LEVELS.get(message.level ?? 0);
        const title = `${tr(TEXT.title)}${level ? ` · ${tr(level)}` : ''}`;
        const ruled = message.popup !== undefined;
        if (ruled ? message.sound : (message.level ?? 9) <= 2) beep();
        if (message.flash) flashTitle(`【${title}】${message.content ?? ''}`);
        if (ruled && !message.popup) return;
        const key = `alarm-${message.alarmId}`;
        notices.warning({
          key,
          message: title,
          description: (
            <span data-testid="alarm-popup" data-flash={message.flash ? 'true' : undefined}>
              {message.content}
            </span>
          ),
          // A flashing alarm is framed in the alarm colour, so it stands out among the others.
          style: message.flash ? { boxShadow: '0 0 0 2px #ff4d4f' } : undefined,
          duration: 0,
          btn: (
            <Button
              type="primary"
              size="small"
              onClick={() => {
                notices.destroy(key);
                navigate(ALARM_MONITOR);
              }}
            >
              {tr(TEXT.open)}
            </Button>
          ),
        });
      }),
    [navigate, notices, tr],
  );
  return holder;
}
