/**
 * Alipay without Stripe (development, demos): the sandbox plays it — offered on H5, an Alipay-looking checkout
 * page, the payer's return handled like the card's (a redirect back to the app, then the server's word), the
 * notification applied through the sandbox's endpoint, and a refund going back through it.
 */
import { eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { paymentEvents, payments, refunds } from '../../db/schema';
import { newPayer, payBody, type Payer, type PayWorld, sandboxPress, sandboxRef, startPayWorld, waybillToPay } from './test-support';

let w: PayWorld;
let me: Payer;
beforeAll(async () => {
  w = await startPayWorld();
  me = await newPayer(w);
});
afterAll(() => w.t.close());

describe('Alipay played by the sandbox', () => {
  it('is offered on H5 only, beside the sandbox', async () => {
    expect((await get(w.t, '/api/pay/methods?platform=h5', { token: me.token })).body.data.methods).toEqual([
      'alipay',
      'sandbox',
      'bank_transfer',
    ]);
    expect((await get(w.t, '/api/pay/methods?platform=wechat_h5', { token: me.token })).body.data.methods).not.toContain('alipay');
  });

  it('pays a waybill through an Alipay-looking checkout and back, then refunds it', async () => {
    const bill = await waybillToPay(w, me);
    const started = await post(w.t, '/api/pay/waybill', payBody(bill.id, { use_wallet: false, method: 'alipay' }), {
      token: me.token,
      lang: 'en',
    });
    expect(started.body.data.client).toMatchObject({ type: 'redirect', url: expect.stringMatching(/\/api\/pay\/sandbox\/checkout\/sbx_/) });
    const id = started.body.data.payment.id as number;
    expect(started.body.data.payment.method).toBe('alipay');

    const page = await w.t.app.inject({ method: 'GET', url: new URL(started.body.data.client.url).pathname });
    expect(page.body).toContain('<h1 id="sandbox-title">Alipay (sandbox test)</h1>');
    const pressed = await sandboxPress(w.t, sandboxRef(started));
    expect(pressed.statusCode).toBe(303);
    expect(new URL(pressed.headers.location as string).pathname + new URL(pressed.headers.location as string).search).toBe(
      `/pages/waybill/payment?id=${bill.id}`,
    );
    const synced = await post(w.t, `/api/pay/sync/${id}`, undefined, { token: me.token });
    expect(synced.body.data).toMatchObject({ status: 'paid', method: 'alipay' });
    const events = await w.t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id));
    expect(events.map((e) => [e.provider, e.outcome])).toEqual([['sandbox', 'paid']]);

    const refunded = await post(w.t, `/api/staff/payment/refund/${id}`, { note: 'customer asked' }, { token: w.staff });
    expect(refunded.body.data).toMatchObject({ status: 'succeeded', method: 'alipay' });
    expect((await w.t.db.select().from(payments).where(eq(payments.id, id)))[0].status).toBe('refunded');
    expect((await w.t.db.select().from(refunds).where(eq(refunds.paymentId, id)))[0].status).toBe('succeeded');
  });
});
