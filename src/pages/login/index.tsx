// Login (the entry "/"): code or password sign-in, WeChat sign-in, language toggle, link to register.
import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { AreaMobileField } from '@/components/AreaMobileField';
import { CaptchaField } from '@/components/CaptchaField';
import { LangSwitch } from '@/components/LangSwitch';
import { PasswordField } from '@/components/PasswordField';
import { usePage } from '@/hooks/usePage';
import { goHome } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { useStores } from '@/stores';
import { type LoginTab, useLoginForm } from './useLoginForm';
import { WechatLogin } from './WechatLogin';
import '../auth.css';

const TABS: LoginTab[] = ['code', 'password'];

function LoginPage() {
  usePage('title.login');
  const t = useT();
  const { session } = useStores();
  const form = useLoginForm();

  useEffect(() => {
    if (session.signedIn) goHome();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only on open: signing in here goes on by itself

  return (
    <View className="auth-page login-page">
      <View className="auth-hero">
        <View className="auth-hero-title">{t('app.name')}</View>
        <View className="auth-hero-tagline">{t('app.tagline')}</View>
        <LangSwitch className="auth-lang" />
      </View>
      <View className="auth-card">
        <View className="login-tabs">
          {TABS.map((tab) => (
            <View
              key={tab}
              className={`login-tab tab-${tab} ${form.tab === tab ? 'login-tab--active' : ''}`}
              onClick={() => form.switchTab(tab)}
            >
              {t(`login.tab.${tab}`)}
            </View>
          ))}
        </View>
        <AreaMobileField
          className="login-mobile"
          areaCode={form.areaCode}
          onAreaCode={form.setAreaCode}
          mobile={form.mobile}
          onMobile={form.setMobile}
          accountMode={form.tab === 'password'}
        />
        {form.tab === 'code' ? (
          <CaptchaField className="login-captcha" value={form.captcha} onChange={form.setCaptcha} onSend={form.sendCode} />
        ) : (
          <PasswordField
            className="login-password"
            value={form.password}
            onChange={form.setPassword}
            placeholder={t('form.passwordPlaceholder')}
          />
        )}
        <View className="form-error login-error">{form.error}</View>
        <Button className="auth-submit login-submit" type="primary" block loading={form.busy} onClick={form.submit}>
          {t('login.submit')}
        </Button>
        <View className="auth-links">
          <View>{t('login.noAccount')}</View>
          <View className="auth-link to-register" onClick={() => Taro.navigateTo({ url: ROUTES.register })}>
            {t('login.toRegister')}
          </View>
        </View>
        <WechatLogin />
      </View>
    </View>
  );
}

export default observer(LoginPage);
