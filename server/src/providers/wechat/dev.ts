/** Development WeChat: the openid is derived from the code, so the same code is the same person. */
import { randomToken, sha256 } from '../../lib/crypto';
import type { WechatIdentity, WechatKind, WechatProvider } from './types';

export class DevWechat implements WechatProvider {
  async exchange(kind: WechatKind, code: string): Promise<WechatIdentity> {
    return {
      openid: `dev-${kind}-${sha256(code).slice(0, 24)}`,
      sessionKey: kind === 'mp' ? randomToken(16) : undefined,
    };
  }
}
