/**
 * Mini-program codes for sharing (wxa/getwxacodeunlimit): a code that opens `page` with `scene` (at most 32
 * visible characters) as its query, unlimited in number. WeChat answers the image itself (image/jpeg or png)
 * on success and a JSON `{errcode, errmsg}` on failure. The development adapter draws a QR of the same target.
 */
import QRCode from 'qrcode';
import type { Config, WechatAppConfig } from '../../config';
import { ProviderError } from '../../lib/errors';
import { parseJson } from '../http';
import { accessToken, newAccessToken, TOKEN_ERRORS, type TokenStore } from './token';

export interface MiniProgramCodes {
  readonly name: string;
  /** The image of a code for `page` (no leading slash, no query) with `scene`. */
  unlimited(scene: string, page: string): Promise<{ image: Buffer; contentType: string }>;
}

const TIMEOUT_MS = 10_000;

export class WechatCodeApi implements MiniProgramCodes {
  readonly name = 'wechat';

  constructor(
    private readonly baseUrl: string,
    private readonly app: WechatAppConfig,
    private readonly tokens: TokenStore,
    /** 'release' in production; 'trial' or 'develop' while the mini-program is in review. */
    private readonly envVersion: 'release' | 'trial' | 'develop' = 'release',
  ) {}

  async unlimited(scene: string, page: string): Promise<{ image: Buffer; contentType: string }> {
    const token = await accessToken(this.baseUrl, this.app, this.tokens);
    const first = await this.post(token, scene, page);
    if (!('errcode' in first) || !TOKEN_ERRORS.has(first.errcode)) return checked(first);
    return checked(await this.post(await newAccessToken(this.baseUrl, this.app, this.tokens, token), scene, page));
  }

  private async post(
    token: string,
    scene: string,
    page: string,
  ): Promise<{ image: Buffer; contentType: string } | { errcode: number; errmsg: string }> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/wxa/getwxacodeunlimit?access_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // check_path false: the code works for a page of a version not yet released (it is checked on open).
        body: JSON.stringify({ scene, page, check_path: false, env_version: this.envVersion, width: 430 }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ProviderError(`wechat: request failed: ${(err as Error).message}`);
    }
    if (response.status !== 200) throw new ProviderError(`wechat getwxacodeunlimit: HTTP ${response.status}`);
    const contentType = response.headers.get('content-type') ?? '';
    const bytes = Buffer.from(await response.arrayBuffer());
    if (contentType.startsWith('image/')) return { image: bytes, contentType: contentType.split(';')[0] };
    const body = parseJson('wechat', bytes.toString('utf8'));
    return { errcode: Number(body.errcode ?? -1), errmsg: String(body.errmsg ?? '') };
  }
}

function checked(answer: { image: Buffer; contentType: string } | { errcode: number; errmsg: string }) {
  if ('image' in answer) return answer;
  throw new ProviderError(`wechat getwxacodeunlimit: errcode ${answer.errcode}: ${answer.errmsg}`, answer.errcode);
}

/** Development: a QR code whose text names the page and scene the real code would open. */
export class DevCodes implements MiniProgramCodes {
  readonly name = 'dev';

  async unlimited(scene: string, page: string): Promise<{ image: Buffer; contentType: string }> {
    return {
      image: await QRCode.toBuffer(`${page}?scene=${encodeURIComponent(scene)}`, { type: 'png', margin: 1, width: 430 }),
      contentType: 'image/png',
    };
  }
}

export function createMiniProgramCodes(config: Config, tokens: TokenStore): MiniProgramCodes {
  if (config.wechat.mp) return new WechatCodeApi(config.wechat.baseUrl, config.wechat.mp, tokens);
  if (!config.isProduction) return new DevCodes();
  return {
    name: 'unavailable',
    unlimited: async () => {
      throw new ProviderError('wechat: WECHAT_MP_APPID is not configured, no mini-program code can be made');
    },
  };
}
