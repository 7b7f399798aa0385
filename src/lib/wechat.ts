// WeChat sign-in: wx.login in the mini-program; OAuth (snsapi_userinfo) in WeChat's own browser on H5.
import Taro from '@tarojs/taro';

export const isWechatBrowser = () =>
  process.env.TARO_ENV === 'h5' && typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);

export const canWechatLogin = () => process.env.TARO_ENV === 'weapp' || (isWechatBrowser() && !!WECHAT_OA_APPID);

export async function miniProgramCode(): Promise<string> {
  const { code } = await Taro.login();
  return code;
}

/** Leaves for WeChat's consent page, which comes back to `returnPath` with ?code=...&state=wxlogin. */
export function redirectToWechatOAuth(returnPath: string) {
  const redirect = encodeURIComponent(window.location.origin + returnPath);
  window.location.href =
    `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${WECHAT_OA_APPID}&redirect_uri=${redirect}` +
    '&response_type=code&scope=snsapi_userinfo&state=wxlogin#wechat_redirect';
}

/** The OAuth code WeChat put in the URL, removed so a reload does not reuse it (codes are single use). */
export function takeOAuthCode(params: Record<string, string | undefined>): string {
  const code = params.state === 'wxlogin' ? params.code || '' : '';
  if (code && process.env.TARO_ENV === 'h5') window.history.replaceState(null, '', window.location.pathname);
  return code;
}
