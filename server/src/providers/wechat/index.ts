/**
 * WeChat sign-in: exchange a one-time code for an openid. `mp` = mini-program (wx.login code,
 * sns/jscode2session), `oa` = official account OAuth in WeChat's browser (sns/oauth2/access_token).
 * Per kind: the real API when its app id is configured; otherwise the dev adapter outside production,
 * and "unavailable" in production (a fake openid there would let anyone in).
 */
import type { Config } from '../../config';
import { ProviderError } from '../../lib/errors';
import { WechatApi } from './api';
import { DevWechat } from './dev';
import type { WechatKind, WechatProvider } from './types';

export * from './types';

export function createWechatProvider(config: Config): WechatProvider {
  const byKind: Record<WechatKind, WechatProvider> = {
    mp: pick(config, 'mp'),
    oa: pick(config, 'oa'),
  };
  return { exchange: (kind, code) => byKind[kind].exchange(kind, code) };
}

function pick(config: Config, kind: WechatKind): WechatProvider {
  const app = config.wechat[kind];
  if (app) return new WechatApi(config.wechat.baseUrl, { [kind]: app });
  if (!config.isProduction) return new DevWechat();
  return {
    exchange: async () => {
      throw new ProviderError(`wechat: WECHAT_${kind.toUpperCase()}_APPID is not configured`);
    },
  };
}
