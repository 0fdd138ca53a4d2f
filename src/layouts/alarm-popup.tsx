import { lazy, Suspense, useEffect, useState } from 'react';
import alarmLevels from '../../schemas/dictionaries/alarm-level.json';
import { useI18n } from '../i18n/use-i18n';
import { followLiveEvents } from '../live/live-events';
import { flashTitle } from './alarm-flash';
import type { AlarmNotice } from './alarm-notices';
import type { LocalizedText } from '../meta/model';

// The pop-ups' code (antd's notifications) loads with the first alarm to pop up.
const AlarmNotices = lazy(() => import('./alarm-notices'));

const TEXT = {
  title: { 'zh-CN': '新告警', 'en-US': 'New alarm' },
} as const satisfies Record<string, LocalizedText>;

const LEVELS = new Map(alarmLevels.items.map((item) => [item.value, item.label]));
/** At most five pop-ups show at once: older alarms need not be kept. */
const KEPT_ALARMS = 5;

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
  const [alarms, setAlarms] = useState<AlarmNotice[]>([]);
  const [watching, setWatching] = useState(false);
  useEffect(() => {
    const stop = followLiveEvents((message) => {
      if (message.kind !== 'alarm' || !message.open) return;
      const level = LEVELS.get(message.level ?? 0);
      const title = `${tr(TEXT.title)}${level ? ` · ${tr(level)}` : ''}`;
      const ruled = message.popup !== undefined;
      if (ruled ? message.sound : (message.level ?? 9) <= 2) beep();
      if (message.flash) flashTitle(`【${title}】${message.content ?? ''}`);
      if (ruled && !message.popup) return;
      const alarm = { key: `alarm-${message.alarmId}`, title, content: message.content, flash: message.flash };
      setAlarms((current) => [...current, alarm].slice(-KEPT_ALARMS));
    });
    setWatching(true);
    return stop;
  }, [tr]);
  return (
    <>
      {/* Says that alarms are being watched: the page's live stream carries them from here on. */}
      <span hidden data-testid="alarm-watch" data-watching={watching} />
      {alarms.length > 0 && (
        <Suspense fallback={null}>
          <AlarmNotices alarms={alarms} />
        </Suspense>
      )}
    </>
  );
}
