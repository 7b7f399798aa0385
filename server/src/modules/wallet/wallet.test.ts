/**
 * My wallet: the summary, the ledger (newest first, paged, each reason in my language with its number) and the
 * payback log, which lists refunds and compensation credited (a damaged claim paid through the claims API).
 */
import { get, post } from '../../../test/helpers';
import { deliveredWaybill, fileClaim } from '../claims/test-support';
import {
  giveWallet,
  newKey,
  newPayer,
  payBody,
  type PayWorld,
  sandboxPress,
  sandboxRef,
  startPayWorld,
  waybillToPay,
} from '../payment/test-support';

let w: PayWorld;
beforeAll(async () => {
  w = await startPayWorld();
});
afterAll(() => w.t.close());

it('shows the ledger newest first with reasons and numbers, paged, and only mine', async () => {
  const me = await newPayer(w);
  const other = await newPayer(w);
  const topup = await post(
    w.t,
    '/api/pay/topup',
    { amount: 5000, method: 'sandbox', platform: 'h5', idempotency_key: newKey() },
    { token: me.token },
  );
  await sandboxPress(w.t, sandboxRef(topup));
  const bill = await waybillToPay(w, me);
  const paid = await post(w.t, '/api/pay/waybill', payBody(bill.id), { token: me.token });
  const page1 = await get(w.t, '/api/wallet/lst?page=1&page_size=1', { token: me.token, lang: 'en' });
  expect(page1.body.data).toMatchObject({
    total: 2,
    page: 1,
    page_size: 1,
    balance: 2670,
    list: [
      { amount: -2330, balance_after: 2670, kind: 'payment', reason: `Payment for waybill ${bill.no}`, ref_no: paid.body.data.payment.no },
    ],
  });
  const page2 = await get(w.t, '/api/wallet/lst?page=2&page_size=1', { token: me.token });
  expect(page2.body.data.list).toMatchObject([
    {
      amount: 5000,
      balance_after: 5000,
      kind: 'topup',
      reason: `钱包充值 ${topup.body.data.payment.no}`,
      ref_no: topup.body.data.payment.no,
    },
  ]);
  expect((await get(w.t, '/api/wallet/lst', { token: other.token })).body.data).toMatchObject({ total: 0, balance: 0, list: [] });
});

it('lists refunds and compensation together in the payback log, newest first', async () => {
  const me = await newPayer(w);
  const bill = await waybillToPay(w, me);
  await giveWallet(w.t, me.user, 2330);
  await post(w.t, '/api/pay/waybill', payBody(bill.id), { token: me.token });
  await post(w.t, `/api/order/cancel/${bill.id}`, {}, { token: me.token });
  w.t.clock.advance(60);
  const damaged = await deliveredWaybill(w, me);
  const claim = (await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: damaged.id, amount: 1200 })).body.data;
  for (const [path, body] of [
    ['review', {}],
    ['decide', { outcome: 'approve', amount: 1200, reason_code: 'full_value', message: '' }],
    ['pay', {}],
  ] as const) {
    expect((await post(w.t, `/api/staff/claim/${path}/${claim.id}`, body, { token: w.staff })).body.status).toBe(200);
  }
  const log = await get(w.t, '/api/wallet/payback/lst', { token: me.token, lang: 'en' });
  expect(log.body.data).toMatchObject({
    total: 2,
    list: [
      { type: 'compensation', amount: 1200, currency: 'NZD', reason_text: `Compensation for claim ${claim.no}` },
      { type: 'refund', waybill_no: bill.no, reason_text: 'Waybill cancelled', wallet_amount: 2330, status: 'succeeded' },
    ],
  });
  expect((await get(w.t, '/api/wallet/payback/lst?page=2&page_size=1', { token: me.token })).body.data.list).toMatchObject([
    { type: 'refund' },
  ]);
  expect((await get(w.t, '/api/wallet/summary', { token: me.token })).body.data.balance).toBe(2330 + 1200);
});

it('needs a session', async () => {
  expect((await get(w.t, '/api/wallet/summary')).http).toBe(401);
});
