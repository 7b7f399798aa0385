// Bind a phone to a WeChat account (has_reg false), then enter the app with the returned session.
import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { AreaMobileField } from '@/components/AreaMobileField';
import { CaptchaField } from '@/components/CaptchaField';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { usePage } from '@/hooks/usePage';
import { usePhoneCode } from '@/hooks/usePhoneCode';
import { goOn } from '@/lib/navigation';
import { useT } from '@/locales';
import { useStores } from '@/stores';
import '../auth.css';

function BindTelPage() {
  usePage('title.bindTel');
  const t = useT();
  const { session } = useStores();
  const form = useFormSubmit();
  const phone = usePhoneCode('bind', form.setErrorKey);

  /** From the profile: back there with fresh user info; after a WeChat sign-in: the page asked for, or home. */
  const done = () => {
    session.fetchUser().catch(() => {});
    if (!session.isBindClick) return goOn();
    session.setBindClick(false);
    Taro.navigateBack();
  };

  const submit = () =>
    form.submitChecked(async () => {
      const { mobile, captcha, error } = await phone.read();
      return { error, call: () => session.bindAccount({ mobile, captcha }) };
    }, done);

  return (
    <View className="auth-page bind-page">
      <View className="auth-card auth-card--flat">
        <View className="bind-intro">{t('bindTel.intro')}</View>
        <AreaMobileField
          className="bind-mobile"
          areaCode={phone.areaCode}
          onAreaCode={phone.setAreaCode}
          mobile={phone.mobile}
          onMobile={phone.setMobile}
        />
        <CaptchaField className="bind-captcha" value={phone.captcha} onChange={phone.setCaptcha} onSend={phone.sendCode} />
        <View className="form-error bind-error">{form.error}</View>
        <Button className="auth-submit bind-submit" type="primary" block loading={form.busy} onClick={submit}>
          {t('bindTel.submit')}
        </Button>
      </View>
    </View>
  );
}

export default observer(BindTelPage);
