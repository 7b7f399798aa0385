/**
 * Mini-program subscribe messages (subscribeMessage.send): the real API with an access token from
 * cgi-bin/stable_token, or (never in production) the dev outbox DATA_DIR/outbox/wechat.jsonl.
 * The token is shared by all API processes through the database (TokenStore): one refresh, not one per process.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config, WechatAppConfig } from '../../config';
import { ProviderError } from '../../lib/errors';
import { fetchText, parseJson } from '../http';
import { accessToken, newAccessToken, TOKEN_ERRORS, type TokenStore } from './token';

export type { TokenStore } from './token';

export interface SubscribeMessage {
  openid: string;
  templateId: string;
  /** The mini-program page the message opens (with its query). */
  page: string;
  /** Field key -> value, already cut to the field's limit. */
  data: Record<string, string>;
  lang: 'zh_CN' | 'en_US';
}

export interface SubscribeSender {
  readonly name: string;
  /** Throws SubscriptionMissing (43101: no acceptance left for this template), ProviderError otherwise. */
  send(message: SubscribeMessage): Promise<void>;
}

/** errcode 43101: the customer has no acceptance left for this template (refused, or already used). */
export class SubscriptionMissing extends ProviderError {}

export class WechatSubscribeApi implements SubscribeSender {
  readonly name = 'wechat';

  constructor(
    private readonly baseUrl: string,
    private readonly app: WechatAppConfig,
    private readonly tokens: TokenStore,
    /** 'formal' in production, 'developer'/'trial' while the mini-program is in review. */
    private readonly state: 'formal' | 'developer' | 'trial' = 'formal',
  ) {}

  async send(message: SubscribeMessage): Promise<void> {
    const token = await accessToken(this.baseUrl, this.app, this.tokens);
    const answer = await this.post(token, message);
    if (!TOKEN_ERRORS.has(answer.errcode)) return checked(answer);
    // Revoked or rotated early: refresh once (unless another process already did) and try again.
    checked(await this.post(await this.newToken(token), message));
  }

  private newToken(stale: string | null): Promise<string> {
    return newAccessToken(this.baseUrl, this.app, this.tokens, stale);
  }

  private async post(token: string, m: SubscribeMessage): Promise<{ errcode: number; errmsg: string }> {
    const data = Object.fromEntries(Object.entries(m.data).map(([key, value]) => [key, { value }]));
    const { status, text } = await fetchText(
      'wechat',
      `${this.baseUrl}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          touser: m.openid,
          template_id: m.templateId,
          page: m.page,
          data,
          miniprogram_state: this.state,
          lang: m.lang,
        }),
      },
    );
    if (status !== 200) throw new ProviderError(`wechat subscribe/send: HTTP ${status}`);
    const body = parseJson('wechat', text);
    return { errcode: Number(body.errcode ?? 0), errmsg: String(body.errmsg ?? '') };
  }
}

function checked({ errcode, errmsg }: { errcode: number; errmsg: string }): void {
  if (errcode === 0) return;
  const message = `wechat subscribe/send: errcode ${errcode}: ${errmsg}`;
  throw errcode === 43101 ? new SubscriptionMissing(message, errcode) : new ProviderError(message, errcode);
}

/** Development: nothing leaves the machine; each message is appended to DATA_DIR/outbox/wechat.jsonl. */
export class OutboxSubscribe implements SubscribeSender {
  readonly name = 'outbox';
  readonly file: string;

  constructor(
    dataDir: string,
    private readonly now: () => Date,
  ) {
    this.file = path.join(dataDir, 'outbox', 'wechat.jsonl');
  }

  async send(message: SubscribeMessage): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    await appendFile(this.file, JSON.stringify({ ...message, at: this.now().toISOString() }) + '\n');
  }
}

/** The real API when the mini-program is configured; the dev outbox outside production; otherwise a refusal. */
export function createSubscribeSender(config: Config, now: () => Date, tokens: TokenStore): SubscribeSender {
  if (config.wechat.mp) return new WechatSubscribeApi(config.wechat.baseUrl, config.wechat.mp, tokens);
  if (!config.isProduction) return new OutboxSubscribe(config.dataDir, now);
  return {
    name: 'unavailable',
    send: async () => {
      throw new ProviderError('wechat: WECHAT_MP_APPID is not configured, no subscribe message can be sent');
    },
  };
}
