/**
 * Bank transfer beyond waybills, through HTTP: a wallet top-up and a kilogram card bought by transfer wait for
 * the statement import, which confirms them through the same path as a waybill's (the wallet credited, the card
 * issued) — and their deadline is the site's transfer days, not an online checkout's window.
 */
import { get, post } from '../../../test/helpers';
import { anz, balanceOf, importStatement, newKey, newPayer, type Payer, type PayWorld, startPayWorld, transferOf } from './test-support';

let w: PayWorld;
let me: Payer;
beforeAll(async () => {
  w = await startPayWorld();
  me = await newPayer(w);
});
afterAll(() => w.t.close());

const byTransfer = { method: 'bank_transfer', platform: 'weapp' };
const threeDays = () => new Date(w.t.clock.now.getTime() + 3 * 86_400_000).toISOString();

describe('bank transfer for a top-up and a card', () => {
  it('tops the wallet up once the statement import finds the transfer', async () => {
    const started = await post(w.t, '/api/pay/topup', { amount: 5000, idempotency_key: newKey(), ...byTransfer }, { token: me.token });
    const { id, reference, amount } = transferOf(started);
    expect(started.body.data.payment).toMatchObject({ purpose: 'topup', status: 'pending', expires_at: threeDays() });
    expect(started.body.data.client.transfer).toMatchObject({ reference, amount: 5000, currency: 'NZD' });
    expect(await balanceOf(w.t, me.token)).toBe(0);

    const imported = await importStatement(w, anz([[reference, amount]], '05/07/2026'));
    expect(imported.body.data.counts).toMatchObject({ matched: 1 });
    expect((await get(w.t, `/api/pay/detail/${id}`, { token: me.token })).body.data.status).toBe('paid');
    expect(await balanceOf(w.t, me.token)).toBe(5000);
  });

  it('issues the kilogram card once the statement import finds the transfer', async () => {
    const body = { card_product_id: w.product.id, use_wallet: false, idempotency_key: newKey(), ...byTransfer };
    const { id, reference, amount } = transferOf(await post(w.t, '/api/pay/card', body, { token: me.token }));
    expect(amount).toBe(w.product.price);
    const before = await get(w.t, '/api/card/lst?page=1&page_size=10', { token: me.token });

    await importStatement(w, anz([[reference, amount]], '06/07/2026'));
    const paid = await get(w.t, `/api/pay/detail/${id}`, { token: me.token });
    expect(paid.body.data).toMatchObject({ status: 'paid', card_id: expect.any(Number) });
    const after = await get(w.t, '/api/card/lst?page=1&page_size=10', { token: me.token });
    expect(after.body.data.total).toBe(before.body.data.total + 1);
  });
});
