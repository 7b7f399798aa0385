// Register with a NZ/AU/CN mobile number; success signs in and opens home.
import { Button, Checkbox, Input } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { AreaMobileField } from '@/components/AreaMobileField';
import { CaptchaField } from '@/components/CaptchaField';
import { Later } from '@/components/Later';
import { PasswordField } from '@/components/PasswordField';
import { usePage } from '@/hooks/usePage';
import { openRoute } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { useRegisterForm } from './useRegisterForm';
import '../auth.css';

function RegisterPage() {
  usePage('title.register');
  const t = useT();
  const form = useRegisterForm();
  return (
    <View className="auth-page register-page">
      <View className="auth-card auth-card--flat">
        <AreaMobileField
          className="register-mobile"
          areaCode={form.areaCode}
          onAreaCode={form.setAreaCode}
          mobile={form.mobile}
          onMobile={form.setMobile}
        />
        <CaptchaField className="register-captcha" value={form.captcha} onChange={form.setCaptcha} onSend={form.sendCode} />
        <PasswordField
          className="register-password"
          value={form.password}
          onChange={form.setPassword}
          placeholder={t('form.passwordPlaceholder')}
        />
        <PasswordField
          className="register-confirm"
          value={form.confirm}
          onChange={form.setConfirm}
          placeholder={t('form.confirmPlaceholder')}
        />
        {/* Drawn in a task after the fields: the form drawn whole was the page's longest task on a slow phone. */}
        <Later>
          <View className="field register-invite">
            <Input
              className="field-input"
              maxLength={32}
              value={form.inviteCode}
              onChange={form.setInviteCode}
              placeholder={t('register.invitePlaceholder')}
            />
          </View>
          <View className="form-hint password-hint">{t('form.passwordHint')}</View>
          <View className="register-agree">
            <Checkbox className="register-agree-box" checked={form.agreed} onChange={form.setAgreed} label={t('register.agree')} />
            <View className="auth-link register-terms" onClick={() => openRoute(ROUTES.transportProtocol)}>
              {t('register.terms')}
            </View>
            <View>{t('register.and')}</View>
            <View className="auth-link register-privacy" onClick={() => openRoute(ROUTES.privacyPolicy)}>
              {t('register.privacy')}
            </View>
          </View>
          <View className="form-error register-error">{form.error}</View>
          <Button className="auth-submit register-submit" type="primary" block loading={form.busy} onClick={form.submit}>
            {t('register.submit')}
          </Button>
          <View className="auth-links">
            <View>{t('register.haveAccount')}</View>
            <View className="auth-link to-login" onClick={() => Taro.navigateBack().catch(() => Taro.redirectTo({ url: ROUTES.login }))}>
              {t('register.toLogin')}
            </View>
          </View>
        </Later>
      </View>
    </View>
  );
}

export default observer(RegisterPage);
