// "WeChat login": wx.login in the mini-program, OAuth in WeChat's browser; hidden elsewhere. Its own unticked box
// agrees to the privacy policy (a first WeChat sign-in creates the account, which records the version agreed to).
// The box is drawn here, not NutUI's Checkbox: that would put the whole checkbox group into the main package.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { usePolicyVersion } from '@/hooks/usePolicyVersion';
import { enterApp, openRoute } from '@/lib/navigation';
import { canWechatLogin, miniProgramCode, redirectToWechatOAuth, takeOAuthCode } from '@/lib/wechat';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import { useStores } from '@/stores';

export function WechatLogin() {
  // Where WeChat sign-in is hidden (most browsers), the policy version is not fetched either.
  return canWechatLogin() ? <WechatLoginBlock /> : null;
}

function WechatLoginBlock() {
  const t = useT();
  const { session } = useStores();
  const router = Taro.useRouter();
  const privacyVersion = usePolicyVersion();
  const [agreed, setAgreed] = useState(false);

  // Back from WeChat's consent page with ?code=...: exchange it once, with the policy version shown (a first
  // sign-in creates the account and records the agreement). The box was ticked before leaving for WeChat.
  useEffect(() => {
    if (!privacyVersion) return;
    const code = takeOAuthCode(router?.params ?? {});
    if (code) session.wxh5Login(code, privacyVersion).then(enterApp, () => {});
  }, [privacyVersion]); // eslint-disable-line react-hooks/exhaustive-deps -- once the version is known

  const start = async () => {
    if (!agreed) return toast(t('validate.wechatAgree'));
    if (process.env.TARO_ENV === 'weapp') {
      try {
        enterApp(await session.wxLogin(await miniProgramCode(), privacyVersion));
      } catch {
        // shown by the request layer
      }
      return;
    }
    redirectToWechatOAuth(ROUTES.login);
  };

  return (
    <View className="login-wechat-block">
      <View className="login-wechat" onClick={start}>
        <View className="login-wechat-icon" />
        <View>{t('login.wechat')}</View>
      </View>
      <View className="login-wechat-privacy">
        <View
          className={`login-wechat-agree${agreed ? ' login-wechat-agree--on' : ''}`}
          role="checkbox"
          aria-checked={agreed}
          onClick={() => setAgreed(!agreed)}
        >
          <View className="login-wechat-agree-box">{agreed ? '✓' : ''}</View>
          {t('register.agree')}
        </View>
        <View className="auth-link login-privacy" onClick={() => openRoute(ROUTES.privacyPolicy)}>
          {t('register.privacy')}
        </View>
      </View>
    </View>
  );
}
