/**
 * The day close and the exports, tied to the ledgers money:check proves: a day with a top-up of the wallet, a
 * waybill paid from it and refunded, a waybill paid online, a card bought online and partly used. The figures are
 * checked against the customers' own wallet balances and cards as the API shows them, and the day's movements
 * against the change in what is owed between two closes, to the cent.
 */
import { eq } from 'drizzle-orm';
import { gstOf } from '@contract/invoice';
import { get, passwordLogin, post } from '../../../test/helpers';
import { payments } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { moneyFaults } from '../payment/invariants';
import {
  balanceOf,
  giveWallet,
  newKey,
  newPayer,
  payBody,
  type PayWorld,
  sandboxPress,
  sandboxRef,
  spendCard,
  startPayWorld,
  waybillToPay,
} from '../payment/test-support';
import { payWithWallet } from '../waybill/test-support';

let w: PayWorld;
let finance: string;
beforeAll(async () => {
  w = await startPayWorld();
  finance = (await passwordLogin(w.t, 'finance', DEMO_PASSWORD)).body.data.token;
});
afterAll(() => w?.t.close());

const close = async (date: string, lang = 'zh-cn') =>
  (await get(w.t, `/api/staff/finance/close?date=${date}`, { token: finance, lang })).body;
const exported = async (query: string) =>
  w.t.app.inject({ method: 'GET', url: `/api/staff/finance/export?${query}`, headers: { 'x-token': finance } });

it('closes a day from the ledgers and says what is owed, to the cent', async () => {
  // 2026-06-01T00:00Z is noon on 1 June in Auckland.
  const before = await close('2026-05-31');
  const a = await newPayer(w);
  const b = await newPayer(w);
  await giveWallet(w.t, b.user, 1500); // a staff adjustment: wallet in
  const walletBill = await waybillToPay(w, a);
  await payWithWallet(w.t, a.token, walletBill.id); // adjustment in, payment out
  const [walletPayment] = await w.t.db.select().from(payments).where(eq(payments.waybillId, walletBill.id));
  const staff = (await passwordLogin(w.t, 'staff', DEMO_PASSWORD)).body.data.token;
  expect((await post(w.t, `/api/staff/payment/refund/${walletPayment.id}`, { note: 'asked by phone' }, { token: staff })).body.status).toBe(
    200,
  );

  const onlineBill = await waybillToPay(w, b);
  const started = await post(w.t, '/api/pay/waybill', payBody(onlineBill.id, { use_wallet: false, method: 'sandbox' }), { token: b.token });
  expect((await sandboxPress(w.t, sandboxRef(started))).statusCode).toBe(303);
  const card = await post(
    w.t,
    '/api/pay/card',
    { card_product_id: w.product.id, use_wallet: false, method: 'sandbox', platform: 'h5', idempotency_key: newKey() },
    { token: b.token },
  );
  expect((await sandboxPress(w.t, sandboxRef(card))).statusCode).toBe(303);
  const cardId = (await get(w.t, `/api/pay/detail/${card.body.data.payment.id}`, { token: b.token })).body.data.card_id;
  await spendCard(w.t, cardId, 3000); // 2000 of its 5000 g used

  const day = await close('2026-06-01');
  expect(day.status).toBe(200);
  const d = day.data;
  expect(d).toMatchObject({ date: '2026-06-01', currency: 'NZD', time_zone: 'Pacific/Auckland' });
  expect(d.online).toEqual([
    { provider: 'sandbox', purpose: 'card', count: 1, amount: w.product.price },
    { provider: 'sandbox', purpose: 'waybill', count: 1, amount: onlineBill.amountDue },
  ]);
  expect(d.wallet).toEqual([
    { kind: 'adjustment', count: 2, amount: 1500 + walletBill.amountDue },
    { kind: 'payment', count: 1, amount: -walletBill.amountDue },
    { kind: 'refund', count: 1, amount: walletBill.amountDue },
  ]);
  expect([d.wallet_in, d.wallet_out]).toEqual([1500 + 2 * walletBill.amountDue, -walletBill.amountDue]);
  expect(d.refunds).toEqual([{ provider: null, count: 1, online: 0, wallet: walletBill.amountDue }]);
  expect(d.card_sales).toEqual({ count: 1, amount: w.product.price });
  expect(d.card_grams_used).toBe(2000);

  // Owed: what the customers' own wallets and cards say, and the day's movements are the change since yesterday.
  const balances = (await balanceOf(w.t, a.token)) + (await balanceOf(w.t, b.token));
  expect(d.owed.wallet_balances - before.data.owed.wallet_balances).toBe(balances);
  expect(d.owed.wallet_balances - before.data.owed.wallet_balances).toBe(d.wallet_in + d.wallet_out);
  expect(d.owed.card_grams_unused - before.data.owed.card_grams_unused).toBe(3000);
  expect(d.owed.card_value_unused - before.data.owed.card_value_unused).toBe(Math.floor((w.product.price * 3000) / 5000));
  expect(await moneyFaults(w.t.db, { strict: true })).toEqual([]);

  // Xero: one tax-inclusive sales invoice per sale at NZ GST (15 %), the online money on the bank statement.
  const sales = await exported('format=xero&file=sales&from=2026-06-01&to=2026-06-01');
  expect(sales.headers['content-type']).toMatch(/^text\/csv/);
  const [head, ...lines] = sales.body.trim().split('\r\n');
  expect(head.split(',').slice(0, 2)).toEqual(['*ContactName', 'EmailAddress']);
  expect(head).toContain('*InvoiceNumber,Reference,*InvoiceDate,*DueDate');
  const col = (line: string, name: string) => line.split(',')[head.split(',').indexOf(name)];
  const byNo = Object.fromEntries(lines.map((l) => [col(l, '*InvoiceNumber'), l]));
  expect(Object.keys(byNo)).toHaveLength(3);
  const cardLine = byNo[card.body.data.payment.no];
  expect([col(cardLine, '*UnitAmount'), col(cardLine, '*TaxType'), col(cardLine, 'TaxAmount'), col(cardLine, '*InvoiceDate')]).toEqual([
    (w.product.price / 100).toFixed(2),
    '15% GST on Income',
    (gstOf(w.product.price, 1500) / 100).toFixed(2),
    '01/06/2026',
  ]);
  expect(col(byNo[walletPayment.no], '*UnitAmount')).toBe((walletBill.amountDue / 100).toFixed(2));
  const bank = (await exported('format=xero&file=bank&from=2026-06-01&to=2026-06-01')).body.trim().split('\r\n');
  expect(bank[0]).toBe('*Date,*Amount,Payee,Description,Reference,Cheque Number');
  const banked = bank.slice(1).reduce((n: number, l: string) => n + Math.round(Number(l.split(',')[1]) * 100), 0);
  expect(banked).toBe(d.online.reduce((n: number, o: { amount: number }) => n + o.amount, 0));
  const plain = (await exported('format=csv&from=2026-06-01&to=2026-06-01')).body.trim().split('\r\n');
  expect(plain).toHaveLength(1 + 3 + 1); // header, three payments, one refund
});

it('refuses a day that does not exist and a range the wrong way round, in the caller language', async () => {
  expect(await close('2026-02-30', 'en')).toEqual({ status: 40001, msg: 'date: not a real date (YYYY-MM-DD)' });
  const answer = await exported('format=csv&from=2026-06-02&to=2026-06-01');
  expect(JSON.parse(answer.body)).toMatchObject({ status: 40001, msg: expect.stringContaining('结束日期') });
});
