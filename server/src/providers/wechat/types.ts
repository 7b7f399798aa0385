/** What a WeChat sign-in gives the server. */
import { ProviderError } from '../../lib/errors';

export type WechatKind = 'mp' | 'oa';

export interface WechatIdentity {
  openid: string;
  unionid?: string;
  /** Mini-program only: kept on the server, never sent to the client. */
  sessionKey?: string;
}

export interface WechatProvider {
  /** Throws WechatCodeRejected for a bad or used code, ProviderError when WeChat cannot be reached. */
  exchange(kind: WechatKind, code: string): Promise<WechatIdentity>;
}

/** WeChat refused the code itself (invalid, used, expired, risky user): the user must sign in again. */
export class WechatCodeRejected extends ProviderError {}
