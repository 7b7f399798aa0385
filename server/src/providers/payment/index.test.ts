import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testKeys, wechatPayEnv } from '../../../test/fakes/wechatpay';
import { loadConfig } from '../../config';
import { createPaymentProviders } from '.';
import { checkoutPage, complete, SandboxPay } from './sandbox';
import type { StartInput } from './types';

const input = (notifyUrl: string): StartInput => ({
  paymentNo: 'PAYIDX000001',
  amount: 100,
  currency: 'NZD',
  description: 'x',
  origin: 'http://localhost:3000',
  notifyUrl,
  returnUrl: 'http://localhost:3000/',
  expiresAt: new Date(Date.now() + 60_000),
});

describe('createPaymentProviders', () => {
  it('builds every configured provider, and the app carries them in deps.payments', async () => {
    const { startApp } = await import('../../../test/helpers');
    const env = {
      ...wechatPayEnv(testKeys(), 'http://127.0.0.1:1'),
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    const t = await startApp({ env });
    try {
      const { payments } = t.app.deps;
      expect(Object.keys(payments).sort()).toEqual(['alipay', 'sandbox', 'stripe', 'wechat']); // Alipay through the Stripe account
      expect(
        Object.values(payments)
          .map((provider) => provider!.name)
          .sort(),
      ).toEqual(['alipay', 'sandbox', 'stripe', 'wechat']);
      expect(existsSync(path.join(t.dataDir, 'secrets', 'sandbox-pay-secret'))).toBe(true);
    } finally {
      await t.close();
    }
    expect(createPaymentProviders(loadConfig({ PAY_SANDBOX: '0' }), () => new Date())).toEqual({});
  });

  it('signs sandbox notifications with a secret kept under DATA_DIR, so every process there agrees', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pay-secret-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const one = createPaymentProviders(config, () => new Date()).sandbox!;
      const other = createPaymentProviders(loadConfig({ DATA_DIR: dataDir }), () => new Date()).sandbox!;
      let delivered: { headers: Record<string, string>; body: string } | undefined;
      (one as SandboxPay).setDelivery(async (_url, headers, body) => {
        delivered = { headers, body };
        return { status: 200 };
      });
      const { providerRef } = await one.start(input('http://localhost:3000/api/pay/notify/sandbox'));
      expect(checkoutPage(providerRef, 'en')).toContain('NZ$1.00');
      expect(await complete(providerRef, 'paid')).toEqual({ returnUrl: 'http://localhost:3000/', delivered: true });
      expect(await other.verify(delivered!.headers, Buffer.from(delivered!.body))).toMatchObject({
        type: 'payment',
        status: 'paid',
        paymentNo: 'PAYIDX000001',
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
