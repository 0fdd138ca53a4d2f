import { Button, Card, Form, Input, message, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { sendSmsCaptcha, smsLogin } from '../../api/system-api';
import { signIn } from '../../auth/session-store';
import { getItem, IP_LOGIN, removeItem } from '../../auth/storage';
import { useI18n } from '../../i18n/use-i18n';
import { API_CODES } from '../../meta/api-codes';
import { CaptchaButton } from '../login/captcha-button';

interface IpLoginInfo {
  ticket: string;
  sellerNumber: string;
  account: string;
}

/** Login code 921: the IP is not allowed, an SMS code to the user's phone finishes the login. */
export default function IpLoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const info = getItem<IpLoginInfo>(IP_LOGIN);
  if (!info?.ticket) {
    return (
      <Result
        status="warning"
        title={t('iplogin.missing')}
        extra={<Button onClick={() => navigate('/user/login')}>{t('iplogin.back')}</Button>}
      />
    );
  }
  const onFinish = async ({ smsCode }: { smsCode: string }) => {
    try {
      const answer = await smsLogin({ ipLoginTicket: info.ticket, smsCode });
      if (answer.code === API_CODES.OK && answer.data?.token) {
        removeItem(IP_LOGIN);
        signIn(answer.data.token, info.sellerNumber);
        navigate('/', { replace: true });
      } else message.error(answer.msg || t('login.serverError'));
    } catch {
      message.error(t('login.serverError'));
    }
  };
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 120 }}>
      <Card title={t('iplogin.title')} style={{ width: 420 }}>
        <p>{t('iplogin.hint')}</p>
        <Form onFinish={onFinish}>
          <Form.Item>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="smsCode" rules={[{ required: true, message: t('login.required') }]} noStyle>
                <Input placeholder={t('login.captcha')} data-testid="ip-sms-code" />
              </Form.Item>
              <CaptchaButton send={() => sendSmsCaptcha({ ipLoginTicket: info.ticket })} />
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            {t('login.submit')}
          </Button>
        </Form>
        <Button type="link" onClick={() => navigate('/user/login')}>
          {t('iplogin.back')}
        </Button>
      </Card>
    </div>
  );
}
