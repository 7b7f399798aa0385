// "WeChat login": wx.login in the mini-program, OAuth in WeChat's browser; hidden elsewhere.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect } from 'react';
import { enterApp } from '@/lib/navigation';
import { canWechatLogin, miniProgramCode, redirectToWechatOAuth, takeOAuthCode } from '@/lib/wechat';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { useStores } from '@/stores';

export function WechatLogin() {
  const t = useT();
  const { session } = useStores();
  const router = Taro.useRouter();

  // Back from WeChat's consent page with ?code=...: exchange it once.
  useEffect(() => {
    const code = takeOAuthCode(router?.params ?? {});
    if (code) session.wxh5Login(code).then(enterApp, () => {});
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the page opens

  const start = async () => {
    if (process.env.TARO_ENV !== 'weapp') return redirectToWechatOAuth(ROUTES.login);
    try {
      enterApp(await session.wxLogin(await miniProgramCode()));
    } catch {
      // shown by the request layer
    }
  };

  if (!canWechatLogin()) return null;
  return (
    <View className="login-wechat" onClick={start}>
      <View className="login-wechat-icon" />
      <View>{t('login.wechat')}</View>
    </View>
  );
}
