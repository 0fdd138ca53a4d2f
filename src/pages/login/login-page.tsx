import { LockOutlined, MobileOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { login, sendSmsCaptcha } from '../../api/system-api';
import { Input, Password } from '../../app/plain-input';
import { safeRedirect } from '../../auth/guard';
import { signIn } from '../../auth/session-store';
import { getItem, IP_LOGIN, SELLER_NUMBER, setItem } from '../../auth/storage';
import { greeting } from '../../i18n/greeting';
import { useI18n } from '../../i18n/use-i18n';
import { CaptchaButton } from './captcha-button';
import { LoginField } from './login-field';
import { LoginFooter } from './login-footer';
import { loginOutcome } from './login-outcome';
import { useBranding } from './use-branding';

type Field = 'sellerNumber' | 'account' | 'password' | 'smsCaptchaPass';

/** SPEC section 2's login page: seller branding, MD5 password, SMS captcha when required. */
export function LoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    sellerNumber: params.get('sellerId') ?? getItem<string>(SELLER_NUMBER) ?? '',
    account: '',
    password: '',
    smsCaptchaPass: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const branding = useBranding(values.sellerNumber.trim());
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const needsCaptcha = captchaAsked || Boolean(branding?.requiresSmsCaptcha);
  const bind = (field: Field) => ({
    value: values[field],
    name: field,
    status: errors[field] ? ('error' as const) : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fields: Field[] = [
      'sellerNumber',
      'account',
      'password',
      ...(needsCaptcha ? (['smsCaptchaPass'] as const) : []),
    ];
    const missing = Object.fromEntries(
      fields.filter((field) => !values[field].trim()).map((field) => [field, t('login.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSubmitting(true);
    try {
      const answer = await login(
        values.sellerNumber.trim(),
        values.account.trim(),
        values.password,
        values.smsCaptchaPass.trim(),
      );
      const outcome = loginOutcome(answer);
      if (outcome.kind === 'success') {
        signIn(outcome.token, values.sellerNumber.trim());
        message.success(`${greeting(new Date().getHours())}，${t('login.welcomeBack')}`);
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
      <form onSubmit={onSubmit} style={{ width: 368, maxWidth: '90vw' }} data-testid="login-form" noValidate>
        <LoginField name="sellerNumber" error={errors.sellerNumber}>
          <Input
            size="large"
            prefix={<ShopOutlined />}
            placeholder={t('login.sellerNumber')}
            {...bind('sellerNumber')}
          />
        </LoginField>
        <LoginField name="account" error={errors.account}>
          <Input
            size="large"
            prefix={<UserOutlined />}
            placeholder={t('login.account')}
            autoComplete="username"
            {...bind('account')}
          />
        </LoginField>
        <LoginField name="password" error={errors.password}>
          <Password
            size="large"
            prefix={<LockOutlined />}
            placeholder={t('login.password')}
            autoComplete="current-password"
            {...bind('password')}
          />
        </LoginField>
        {needsCaptcha && (
          <LoginField name="smsCaptchaPass" error={errors.smsCaptchaPass}>
            <div style={{ display: 'flex', gap: 8 }}>
              <Input
                size="large"
                prefix={<MobileOutlined />}
                placeholder={t('login.captcha')}
                {...bind('smsCaptchaPass')}
              />
              <CaptchaButton
                send={() =>
                  sendSmsCaptcha({ sellerNumber: values.sellerNumber.trim(), account: values.account.trim() })
                }
              />
            </div>
          </LoginField>
        )}
        <Button type="primary" size="large" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </form>
      <div style={{ flex: 1 }} />
      <LoginFooter branding={branding} />
    </div>
  );
}
