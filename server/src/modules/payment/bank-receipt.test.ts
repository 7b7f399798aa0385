/**
 * The bank's receipt of a transfer through HTTP: the customer uploads it for their own pending bank-transfer
 * payment (a new one replaces it), the payment and the page's options say when, finance staff open it from the
 * lines and payments they see; another customer's payment is not found, other payments and bad files refused.
 */
import { get, post } from '../../../test/helpers';
import { fetchLink, testPhoto } from '../address/test-support';
import {
  anz,
  importStatement,
  newPayer,
  payBody,
  type Payer,
  payWaybillByTransfer,
  type PayWorld,
  startPayWorld,
  upload,
  waybillToPay,
} from './test-support';

let w: PayWorld;
let me: Payer;
beforeAll(async () => {
  w = await startPayWorld();
  me = await newPayer(w);
});
afterAll(() => w.t.close());

const sendReceipt = async (paymentId: number | string, token = me.token, lang = 'en', content?: Buffer) =>
  upload(w.t, `/api/pay/bank/receipt/${paymentId}`, token, content ?? (await testPhoto()), 'receipt.jpg', 'image/jpeg', lang);

describe("the bank's receipt", () => {
  it('is kept on my pending transfer, shown to me and to finance staff as a marked image', async () => {
    const { bill, id, reference, amount } = await payWaybillByTransfer(w, me);
    const first = await sendReceipt(id);
    expect(first.body.status).toBe(200);
    expect(first.body.data.uploaded_at).toBe(w.t.clock.now.toISOString());
    const image = await fetchLink(w.t, first.body.data.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    w.t.clock.advance(60);
    const again = await sendReceipt(id, me.token, 'en', await testPhoto('png'));
    expect(again.body.data.uploaded_at).toBe(w.t.clock.now.toISOString());
    expect(again.body.data.url).not.toBe(first.body.data.url);

    const detail = await get(w.t, `/api/pay/detail/${id}`, { token: me.token });
    expect(detail.body.data.receipt_at).toBe(w.t.clock.now.toISOString());
    const options = await get(w.t, `/api/pay/options?waybill_id=${bill.id}&platform=h5`, { token: me.token });
    expect(options.body.data.transfer).toMatchObject({ payment_id: id, reference, receipt_at: w.t.clock.now.toISOString() });
    const mine = await get(w.t, `/api/pay/bank/receipt/${id}`, { token: me.token });
    expect(mine.body.data.url).toMatch(/\/api\/private-files\/[\w-]{24}\.jpg\?/);

    // Staff see it beside the line left to them and in the payments list.
    await importStatement(w, anz([[reference, amount + 1]], '03/07/2026'));
    const lines = await get(w.t, '/api/staff/bank/lines?page=1&page_size=50', { token: w.staff });
    const line = lines.body.data.list.find((l: { payment_id: number | null }) => l.payment_id === id);
    expect(line).toMatchObject({ outcome: 'wrong_amount', receipt_at: w.t.clock.now.toISOString() });
    const staffView = await get(w.t, `/api/staff/bank/receipt/${id}`, { token: w.staff });
    expect((await fetchLink(w.t, staffView.body.data.url)).statusCode).toBe(200);
    const listed = await get(w.t, `/api/staff/payment/lst?page=1&page_size=5&keyword=${detail.body.data.no}`, { token: w.staff });
    expect(listed.body.data.list[0].receipt_at).toBe(w.t.clock.now.toISOString());
  });

  it("is not found on another customer's payment or another site's, and refused once the payment is paid", async () => {
    const { id, reference, amount } = await payWaybillByTransfer(w, me);
    const other = await newPayer(w);
    const stranger = await sendReceipt(id, other.token);
    expect(stranger.body).toEqual({ status: 40004, msg: 'No such payment' });
    expect((await get(w.t, `/api/pay/bank/receipt/${id}`, { token: other.token, lang: 'en' })).body.status).toBe(40004);
    expect((await get(w.t, `/api/staff/bank/receipt/${id}`, { token: w.auStaff, site: '2' })).body.status).toBe(40004);
    expect((await sendReceipt('nope')).body.status).toBe(40004);
    const none = await get(w.t, `/api/staff/bank/receipt/${id}`, { token: w.staff, lang: 'en' });
    expect(none.body).toEqual({ status: 40004, msg: 'No bank receipt has been uploaded for this payment' });

    await importStatement(w, anz([[reference, amount]], '04/07/2026'));
    const late = await sendReceipt(id, me.token, 'zh-cn');
    expect(late.body).toEqual({ status: 42009, msg: '这笔付款不在等待银行转账,无需上传回单' });
  });

  it('is refused on a payment by another method, and for a file that is not an image (nothing kept)', async () => {
    const bill = await waybillToPay(w, me);
    const sandbox = await post(w.t, '/api/pay/waybill', payBody(bill.id, { use_wallet: false, method: 'sandbox' }), { token: me.token });
    const refused = await sendReceipt(sandbox.body.data.payment.id);
    expect(refused.body).toEqual({ status: 42009, msg: 'This payment is not awaiting a bank transfer: there is no receipt to upload' });

    const { id } = await payWaybillByTransfer(w, me);
    const text = await sendReceipt(id, me.token, 'en', Buffer.from('not an image at all'));
    expect(text.body.status).toBe(40001);
    expect(text.body.msg).toMatch(/^bank receipt: /);
    expect((await get(w.t, `/api/pay/detail/${id}`, { token: me.token })).body.data.receipt_at).toBeNull();
  });
});
