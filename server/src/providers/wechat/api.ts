/**
 * The WeChat server API. Success bodies carry openid (+ session_key / access_token); failures carry
 * `{errcode, errmsg}`, often with HTTP 200 and a text/plain content type.
 */
import type { WechatAppConfig } from '../../config';
import { ProviderError } from '../../lib/errors';
import { fetchText, parseJson } from '../http';
import { WechatCodeRejected, type WechatIdentity, type WechatKind, type WechatProvider } from './types';

/** errcodes that mean "this code is no good" rather than "WeChat or our setup is failing". */
const CODE_ERRORS = new Set([
  40029, // invalid code
  40163, // code been used
  41008, // missing code
  40226, // high-risk user, sign-in blocked
]);

const PATHS: Record<WechatKind, { path: string; codeParam: string }> = {
  mp: { path: '/sns/jscode2session', codeParam: 'js_code' },
  oa: { path: '/sns/oauth2/access_token', codeParam: 'code' },
};

export class WechatApi implements WechatProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly apps: Partial<Record<WechatKind, WechatAppConfig>>,
  ) {}

  async exchange(kind: WechatKind, code: string): Promise<WechatIdentity> {
    const app = this.apps[kind];
    if (!app) throw new ProviderError(`wechat: no app configured for ${kind}`);
    const { path, codeParam } = PATHS[kind];
    const query = new URLSearchParams({ appid: app.appId, secret: app.secret, [codeParam]: code, grant_type: 'authorization_code' });
    const { status, text } = await fetchText('wechat', `${this.baseUrl}${path}?${query}`);
    if (status !== 200) throw new ProviderError(`wechat ${path}: HTTP ${status}`);
    return identityFrom(path, parseJson('wechat', text));
  }
}

function identityFrom(path: string, body: Record<string, unknown>): WechatIdentity {
  const errcode = Number(body.errcode ?? 0);
  if (errcode !== 0) {
    const message = `wechat ${path}: errcode ${errcode}: ${String(body.errmsg ?? '')}`;
    throw CODE_ERRORS.has(errcode) ? new WechatCodeRejected(message, errcode) : new ProviderError(message, errcode);
  }
  if (typeof body.openid !== 'string' || !body.openid) throw new ProviderError(`wechat ${path}: no openid in the answer`);
  return {
    openid: body.openid,
    unionid: typeof body.unionid === 'string' ? body.unionid : undefined,
    sessionKey: typeof body.session_key === 'string' ? body.session_key : undefined,
  };
}
