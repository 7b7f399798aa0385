/**
 * Online payment providers: each one present when configured (config.payments). WeChat Pay needs the app
 * ids of config.wechat; the sandbox signs with SANDBOX_PAY_SECRET or a secret kept under DATA_DIR.
 */
import type { Config } from '../../config';
import { persistentSecret } from '../../lib/secrets';
import { SandboxPay } from './sandbox';
import { StripePay } from './stripe';
import type { PaymentProviders } from './types';
import { WechatGlobalPay } from './wechat-global';

export * from './types';

export function createPaymentProviders(config: Config, now: () => Date): PaymentProviders {
  const { wechat, stripe, sandbox } = config.payments;
  const providers: PaymentProviders = {};
  if (wechat) providers.wechat = new WechatGlobalPay(wechat, { mp: config.wechat.mp?.appId, oa: config.wechat.oa?.appId }, now);
  if (stripe) providers.stripe = new StripePay(stripe, now);
  if (stripe) providers.alipay = new StripePay(stripe, now, 'alipay'); // Stripe's alipay payment method
  if (sandbox) {
    const secret = sandbox.secret ?? persistentSecret(sandbox.secretFile);
    providers.sandbox = new SandboxPay(secret, now);
    // Without Stripe, development and demos still offer Alipay: the sandbox plays it.
    providers.alipay ??= new SandboxPay(secret, now, undefined, 'alipay');
  }
  return providers;
}
