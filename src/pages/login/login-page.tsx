import { LockOutlined, MobileOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, message, notification } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { login, sendSmsCaptcha } from '../../api/system-api';
import { safeRedirect } from '../../auth/guard';
import { signIn } from '../../auth/session-store';
import { getItem, IP_LOGIN, SELLER_NUMBER, setItem } from '../../auth/storage';
import { greeting } from '../../i18n/greeting';
import { useI18n } from '../../i18n/use-i18n';
import { CaptchaButton } from './captcha-button';
import { LoginFooter } from './login-footer';
import { loginOutcome } from './login-outcome';
import { useBranding } from './use-branding';

interface LoginForm {
  sellerNumber: string;
  account: string;
  password: string;
  smsCaptchaPass?: string;
}

/** SPEC section 2's login page: seller branding, MD5 password, SMS captcha when required. */
export function LoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginForm>();
  const initialSeller = params.get('sellerId') ?? getItem<string>(SELLER_NUMBER) ?? '';
  const sellerNumber = Form.useWatch('sellerNumber', form) ?? initialSeller;
  const branding = useBranding(sellerNumber.trim());
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const needsCaptcha = captchaAsked || Boolean(branding?.requiresSmsCaptcha);

  const onFinish = async (values: LoginForm) => {
    setSubmitting(true);
    try {
      const outcome = loginOutcome(
        await login(values.sellerNumber, values.account, values.password, values.smsCaptchaPass),
      );
      if (outcome.kind === 'success') {
        signIn(outcome.token, values.sellerNumber);
        notification.success({
          message: t('login.welcome'),
          description: `${greeting(new Date().getHours())}，${t('login.welcomeBack')}`,
        });
        navigate(safeRedirect(params.get('redirect'), '/'), { replace: true });
      } else if (outcome.kind === 'ipLogin') {
        setItem(IP_LOGIN, { ticket: outcome.ticket, sellerNumber: values.sellerNumber, account: values.account });
        navigate('/iplogin');
      } else if (outcome.kind === 'captcha') {
        setCaptchaAsked(true);
        message.error(outcome.text || t('login.captchaRequired'));
      } else message.error(outcome.key ? t(outcome.key) : outcome.text);
    } catch {
      message.error(t('login.serverError'));
    } finally {
      setSubmitting(false);
    }
  };

  const required = [{ required: true, message: t('login.required') }];
  return (
    <div style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: 40 }}>
      <div style={{ textAlign: 'center', marginBottom: 32 }}>
        {branding?.platformLogo && <img src={branding.platformLogo} alt="" height={44} style={{ marginRight: 12 }} />}
        <span data-testid="platform-name" style={{ fontSize: 30, fontWeight: 600 }}>
          {branding?.platformName || t('app.title')}
        </span>
        <div data-testid="platform-title" style={{ color: 'rgba(0,0,0,0.45)', marginTop: 12 }}>
          {branding?.platformTitle || t('app.slogan')}
        </div>
      </div>
      <Form
        form={form}
        onFinish={onFinish}
        style={{ width: 368, maxWidth: '90vw' }}
        initialValues={{ sellerNumber: initialSeller }}
        size="large"
      >
        <Form.Item name="sellerNumber" rules={required}>
          <Input prefix={<ShopOutlined />} placeholder={t('login.sellerNumber')} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="account" rules={required}>
          <Input prefix={<UserOutlined />} placeholder={t('login.account')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={required}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" />
        </Form.Item>
        {needsCaptcha && (
          <Form.Item>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="smsCaptchaPass" rules={required} noStyle>
                <Input prefix={<MobileOutlined />} placeholder={t('login.captcha')} />
              </Form.Item>
              <CaptchaButton
                send={() =>
                  sendSmsCaptcha({
                    sellerNumber: form.getFieldValue('sellerNumber'),
                    account: form.getFieldValue('account'),
                  })
                }
              />
            </div>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form>
      <div style={{ flex: 1 }} />
      <LoginFooter branding={branding} />
    </div>
  );
}
