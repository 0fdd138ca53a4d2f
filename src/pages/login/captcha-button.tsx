import { Button, message } from 'antd';
import { useCountDown } from 'ahooks';
import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { API_CODES } from '../../meta/api-codes';
import type { ApiResponse } from '../../meta/api-codes';

export const CAPTCHA_COUNTDOWN_MS = 60_000;

/** Asks for an SMS code, then counts down before another may be sent. */
export function CaptchaButton({ send }: { send: () => Promise<ApiResponse<unknown>> }) {
  const { t } = useI18n();
  const [target, setTarget] = useState<number>();
  const [left] = useCountDown({ targetDate: target, interval: 1000, onEnd: () => setTarget(undefined) });
  const [sending, setSending] = useState(false);
  const onClick = async () => {
    setSending(true);
    try {
      const answer = await send();
      if (answer.code === API_CODES.OK) {
        message.success(t('login.captchaSent'));
        setTarget(Date.now() + CAPTCHA_COUNTDOWN_MS);
      } else message.error(answer.msg || t('login.serverError'));
    } catch {
      message.error(t('login.serverError'));
    } finally {
      setSending(false);
    }
  };
  const counting = target !== undefined && left > 0;
  return (
    <Button data-testid="get-captcha" disabled={counting} loading={sending} onClick={onClick} style={{ width: 120 }}>
      {counting ? `${Math.ceil(left / 1000)} s` : t('login.getCaptcha')}
    </Button>
  );
}
