/**
 * The mini-program's server access token (cgi-bin/stable_token), shared by every API process through a
 * TokenStore: one refresh, not one per process. `stale` is the token WeChat just refused (forces a new one).
 */
import type { WechatAppConfig } from '../../config';
import { ProviderError } from '../../lib/errors';
import { fetchText, parseJson } from '../http';

export interface TokenStore {
  /** The stored token while it has at least a minute left, else null. */
  read(appId: string): Promise<string | null>;
  /** Runs `fetchToken` under a lock unless another process stored a fresh one meanwhile (other than `stale`). */
  refresh(appId: string, stale: string | null, fetchToken: () => Promise<{ token: string; expiresIn: number }>): Promise<string>;
}

/** errcodes of an invalid, malformed or expired access token: refresh once and try again. */
export const TOKEN_ERRORS = new Set([40001, 40014, 42001]);

export function newAccessToken(baseUrl: string, app: WechatAppConfig, tokens: TokenStore, stale: string | null): Promise<string> {
  return tokens.refresh(app.appId, stale, async () => {
    const { status, text } = await fetchText('wechat', `${baseUrl}/cgi-bin/stable_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credential', appid: app.appId, secret: app.secret, force_refresh: stale !== null }),
    });
    const body = parseJson('wechat', text);
    if (status !== 200 || typeof body.access_token !== 'string') {
      throw new ProviderError(`wechat stable_token: HTTP ${status} errcode ${String(body.errcode ?? '')}: ${String(body.errmsg ?? '')}`);
    }
    return { token: body.access_token, expiresIn: Number(body.expires_in ?? 7200) };
  });
}

export async function accessToken(baseUrl: string, app: WechatAppConfig, tokens: TokenStore): Promise<string> {
  return (await tokens.read(app.appId)) ?? newAccessToken(baseUrl, app, tokens, null);
}
