import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { alteredSig, get, post } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { invoiceCounters, invoices, waybills } from '../../db/schema';
import type { OutboxEmailLine } from '../../providers/email/outbox';
import { fetchLink } from '../address/test-support';
import { type Customer, newCustomer, packedWaybill, startWorld, type World } from '../waybill/test-support';
import { COMPANY, dispatchedWaybills, paidWaybill, PERSONAL } from './test-support';

let w: World;
let me: Customer;
let other: Customer;
beforeAll(async () => {
  w = await startWorld();
  me = await newCustomer(w.t);
  other = await newCustomer(w.t);
});
afterAll(() => w.t.close());

const create = (body: Record<string, unknown>, customer = me, lang?: string) =>
  post(w.t, '/api/invoice/create', body, { token: customer.token, lang });
const eligible = async (customer = me) => (await get(w.t, '/api/invoice/waybills', { token: customer.token, lang: 'en' })).body.data;
const invoiceCount = async () => (await w.t.db.select({ id: invoices.id }).from(invoices)).length;
const lastSeq = async () => (await w.t.db.select().from(invoiceCounters).where(eq(invoiceCounters.siteId, 1)))[0]?.lastSeq ?? 0;
const gst15 = (total: number) => Math.round((total * 1500) / 11500);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function emails(): OutboxEmailLine[] {
  try {
    return readFileSync(path.join(w.t.dataDir, 'outbox', 'email.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
  } catch {
    return [];
  }
}
const attachment = (line: OutboxEmailLine) => readFileSync(path.join(w.t.dataDir, 'outbox', line.attachments[0].file));
const money = (minor: number) => `NZ$${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;

describe('the waybills a customer can invoice', () => {
  it('lists my paid, dispatched waybills with what was charged (payment minus coupon); paid ones awaiting dispatch are only counted', async () => {
    const customer = await newCustomer(w.t);
    const [shipped] = await dispatchedWaybills(w, customer, 1, { coupon: 300, wallet: 500 });
    const waiting = await paidWaybill(w, customer);
    await packedWaybill(w, customer); // awaiting payment: neither listed nor counted
    await dispatchedWaybills(w, other); // another customer's

    const data = await eligible(customer);
    expect(data).toMatchObject({ currency: 'NZD', awaiting_dispatch: 1, country: 'NZ' });
    expect(data.list).toEqual([
      expect.objectContaining({ id: shipped.id, no: shipped.no, status: 'in_transit', amount: shipped.price - 300 }),
    ]);
    expect(data.list[0].chargeable_g).toBeGreaterThan(0);
    expect(data.list[0].channel_name).toMatch(/\w/);
    expect(data.list.map((x: { id: number }) => x.id)).not.toContain(waiting.id);
  });
});

describe('issuing an invoice', () => {
  it('issues a personal invoice over two waybills: number, GST-inclusive total, items, emailed with the PDF attached', async () => {
    const [a, b] = await dispatchedWaybills(w, me, 2, { coupon: 200 });
    const before = emails().length;
    const answer = await create({ ...PERSONAL, waybill_ids: [a.id, b.id] }, me, 'en');
    expect(answer.body).toMatchObject({ status: 200, msg: 'Invoice issued' });
    const invoice = answer.body.data;
    const total = a.amount + b.amount;
    expect(invoice).toMatchObject({
      no: 'INV-NZ-000001',
      kind: 'personal',
      title: '张小明',
      tax_number: '',
      email: 'xiaoming@example.com',
      address: '',
      currency: 'NZD',
      total,
      gst: gst15(total),
      gst_rate_bp: 1500,
      issued_at: w.t.clock.now.toISOString(),
      emailed_at: w.t.clock.now.toISOString(),
    });
    expect(invoice.items).toEqual([
      {
        waybill_id: a.id,
        waybill_no: a.no,
        amount: a.amount,
        description: expect.stringMatching(/^International freight · .+ · chargeable weight [\d.]+ kg$/),
      },
      { waybill_id: b.id, waybill_no: b.no, amount: b.amount, description: expect.any(String) },
    ]);

    const sent = emails().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'xiaoming@example.com', subject: 'Tax invoice INV-NZ-000001' });
    expect(sent[0].text).toContain(money(total));
    expect(sent[0].attachments[0]).toMatchObject({ filename: 'INV-NZ-000001.pdf', contentType: 'application/pdf' });
    expect(sha(attachment(sent[0]))).toBe(invoice.pdf_sha256);

    // No longer offered; listed under my invoices.
    expect((await eligible()).list.map((x: { id: number }) => x.id)).not.toEqual(expect.arrayContaining([a.id]));
    const list = (await get(w.t, '/api/invoice/lst', { token: me.token })).body.data;
    expect(list).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(list.list[0]).toMatchObject({ id: invoice.id, no: 'INV-NZ-000001', total, emailed_at: expect.any(String) });
    expect(list.list[0].items[0].description).toMatch(/^国际运费 · .+ · 计费重量 [\d.]+ kg$/);
  });

  it('issues a company invoice with its GST number and address; the PDF shows supplier, buyer, waybills, total and GST', async () => {
    const [a] = await dispatchedWaybills(w, me, 1, { coupon: 150, card: 400, cardGrams: 500, wallet: 100 });
    const answer = await create({ ...COMPANY, waybill_ids: [a.id] });
    expect(answer.body.status).toBe(200);
    const invoice = answer.body.data;
    expect(invoice).toMatchObject({
      kind: 'company',
      tax_number: '49091850',
      address: '1 Queen Street, Auckland 1010',
      total: a.amount,
      gst: gst15(a.amount),
    });

    const response = await fetchLink(w.t, invoice.pdf_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${invoice.no}.pdf"`);
    expect(sha(response.rawPayload)).toBe(invoice.pdf_sha256);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Tax invoice / 税务发票',
      invoice.no,
      'NZ Forward Limited',
      '123-123-123', // supplier's GST number
      '奥克兰贸易有限公司 Auckland Trading Ltd',
      '049-091-850',
      '1 Queen Street, Auckland 1010',
      a.no,
      money(a.price),
      `-${money(150)}`,
      money(a.amount),
      money(invoice.gst),
      'GST included (15%)',
      `Wallet / 钱包: ${money(100)}`,
      `Kilogram card / 公斤卡 (0.5 kg): ${money(400)}`,
      'Online / 在线支付 (Sandbox payment (test) / 沙箱支付(测试))', // the one name the app's screens give the method
    ])
      expect(text).toContain(expected);
  });

  it('answers a repeated request_id with the invoice first made, and a second ask for an invoiced waybill with 42009 naming both', async () => {
    const [a] = await dispatchedWaybills(w, me);
    const body = { ...PERSONAL, waybill_ids: [a.id], request_id: 'tap-0001-invoice' };
    const mailed = emails().length;
    const [first, second] = await Promise.all([create(body), create(body)]);
    expect(first.body.status).toBe(200);
    expect(second.body.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(emails().length).toBe(mailed + 1); // the repeat is answered, not emailed again
    const seq = await lastSeq();

    const again = await create({ ...PERSONAL, waybill_ids: [a.id] }, me, 'en');
    expect(again.body).toEqual({ status: 42009, msg: `Waybill ${a.no} is already on invoice ${first.body.data.no}` });
    expect(await lastSeq()).toBe(seq); // the refused request gave its number back
  });
});

describe('refusals', () => {
  let shipped: number;
  beforeAll(async () => {
    [{ id: shipped }] = await dispatchedWaybills(w, me);
  });

  it.each([
    [
      'a GST number with a wrong check digit',
      { tax_number: '49-091-851' },
      '税号校验位不正确,请核对',
      'tax number: the check digit is wrong, please check the number',
    ],
    [
      'a GST number of 7 digits',
      { tax_number: '1234567' },
      '税号须为8-9位数字的新西兰 GST 号码',
      'tax number: an NZ GST number has 8 or 9 digits',
    ],
    ['a company without a tax number', { tax_number: undefined }, '请填写税号', 'tax number: required'],
    ['a bad email', { email: 'not-an-email' }, '邮箱不是有效的邮箱地址', 'email: not an email address'],
    ['a blank name', { title: '   ' }, '发票抬头不能只有空格', 'name on the invoice: must not be only spaces'],
    ['no waybills', { waybill_ids: [] }, '请选择开票运单', 'waybills: choose at least one'],
    ['an unknown kind', { kind: 'government' }, '发票类型取值无效', 'invoice type: must be one of personal, company'],
  ])('refuses %s, naming the field in zh and en; nothing is written', async (_label, change, zh, en) => {
    const before = [await invoiceCount(), await lastSeq()];
    const body = { ...COMPANY, waybill_ids: [shipped], ...change };
    expect((await create(body)).body).toEqual({ status: 40001, msg: zh });
    expect((await create(body, me, 'en')).body).toEqual({ status: 40001, msg: en });
    expect([await invoiceCount(), await lastSeq()]).toEqual(before);
  });

  it('names the field of other bad input: markup in the name, ids that are not numbers, a bad page, an unknown id', async () => {
    const en = async (body: Record<string, unknown>) => (await create({ ...PERSONAL, waybill_ids: [shipped], ...body }, me, 'en')).body;
    expect(await en({ title: '<script>alert(1)</script>' })).toEqual({
      status: 40001,
      msg: 'name on the invoice: must not contain control characters or < >',
    });
    expect(await en({ waybill_ids: ['1 OR 1=1'] })).toEqual({ status: 40001, msg: 'waybills: wrong type, expected integer' });
    expect(await en({ tax_number: 12345678 })).toEqual({ status: 40001, msg: 'tax number: wrong type, expected string' });
    expect(await en({ email: 'x'.repeat(250) + '@example.com' })).toEqual({ status: 40001, msg: 'email: at most 254 characters' });
    expect((await get(w.t, '/api/invoice/lst?page=0', { token: me.token, lang: 'en' })).body).toEqual({
      status: 40001,
      msg: 'page: must be a whole number from 1 to 100000',
    });
    expect((await get(w.t, '/api/invoice/detail/999999', { token: me.token, lang: 'en' })).body).toEqual({
      status: 40004,
      msg: 'No such invoice',
    });
  });

  it('refuses the same waybill twice in one request', async () => {
    const answer = await create({ ...PERSONAL, waybill_ids: [shipped, shipped] }, me, 'en');
    expect(answer.body).toEqual({ status: 40001, msg: 'waybills: contains duplicates' });
  });

  it("answers 40004 for another customer's waybill and 42009 for one not paid or not dispatched; nothing is written", async () => {
    const [theirs] = await dispatchedWaybills(w, other);
    const before = [await invoiceCount(), await lastSeq()];
    expect((await create({ ...PERSONAL, waybill_ids: [shipped, theirs.id] }, me, 'en')).body).toEqual({
      status: 40004,
      msg: 'No such waybill',
    });

    const unpaid = await packedWaybill(w, me);
    expect((await create({ ...PERSONAL, waybill_ids: [shipped, unpaid.id] }, me, 'en')).body).toEqual({
      status: 42009,
      msg: `Waybill ${unpaid.no} is awaiting payment: an invoice can be issued once it has been dispatched`,
    });
    const waiting = await paidWaybill(w, me);
    expect((await create({ ...PERSONAL, waybill_ids: [waiting.id] })).body).toEqual({
      status: 42009,
      msg: `运单 ${waiting.no} 当前状态为“待发货”,发货后才能开具发票`,
    });
    // in_transit without a paid payment (data that should not exist) is still refused.
    const [noPayment] = await w.t.db.update(waybills).set({ status: 'in_transit' }).where(eq(waybills.id, unpaid.id)).returning();
    expect((await create({ ...PERSONAL, waybill_ids: [noPayment.id] }, me, 'en')).body).toEqual({
      status: 42009,
      msg: `Waybill ${unpaid.no} is not paid: it cannot be invoiced`,
    });
    expect([await invoiceCount(), await lastSeq()]).toEqual(before);
  });
});

describe('races', () => {
  it('two concurrent requests for the same waybill make one invoice; the other answers 42009 naming the waybill', async () => {
    const [a] = await dispatchedWaybills(w, me);
    const answers = await Promise.all([1, 2].map(() => create({ ...PERSONAL, waybill_ids: [a.id] }, me, 'en')));
    const won = answers.filter((x) => x.body.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.find((x) => x.body.status !== 200)!.body).toEqual({
      status: 42009,
      msg: `Waybill ${a.no} is already on invoice ${won[0].body.data.no}`,
    });
  });

  it('20 concurrent invoices for different waybills (and 10 refused ones between them) are numbered without gaps', async () => {
    const before = await lastSeq();
    const made = await dispatchedWaybills(w, me, 20);
    const [taken] = await dispatchedWaybills(w, me);
    expect((await create({ ...PERSONAL, waybill_ids: [taken.id] })).body.status).toBe(200);
    const requests = [
      ...made.map((m) => create({ ...PERSONAL, waybill_ids: [m.id] })),
      ...Array.from({ length: 10 }, () => create({ ...PERSONAL, waybill_ids: [taken.id] })), // each takes a number, then rolls back
    ];
    const answers = await Promise.all(requests);
    expect(answers.slice(0, 20).map((x) => x.body.status)).toEqual(Array(20).fill(200));
    expect(answers.slice(20).map((x) => x.body.status)).toEqual(Array(10).fill(42009));
    const numbers = answers
      .slice(0, 20)
      .map((x) => x.body.data.no)
      .sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-NZ-${String(before + 2 + i).padStart(6, '0')}`));
    const all = (await w.t.db.select({ seq: invoices.seq }).from(invoices).where(eq(invoices.siteId, 1)))
      .map((r) => r.seq)
      .sort((x, y) => x - y);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    expect(await lastSeq()).toBe(all.length);
  }, 120_000);
});

describe('reading invoices and their PDF', () => {
  let invoice: { id: number; no: string; pdf_url: string; pdf_sha256: string };
  beforeAll(async () => {
    const [a] = await dispatchedWaybills(w, me);
    invoice = (await create({ ...PERSONAL, waybill_ids: [a.id] })).body.data;
  });

  it('gives the owner a 10-minute link; another customer gets 40004, a tampered or expired link is refused', async () => {
    const detail = (await get(w.t, `/api/invoice/detail/${invoice.id}`, { token: me.token })).body.data;
    expect(detail).toMatchObject({ id: invoice.id, no: invoice.no, pdf_sha256: invoice.pdf_sha256 });
    expect(detail.pdf_url).toMatch(/\/api\/private-files\/[A-Za-z0-9_-]{24}\.pdf\?expires=\d+&sig=[^&]+&name=INV-NZ-\d{6}$/);
    expect(new Date(detail.pdf_url_expires_at).getTime() - w.t.clock.now.getTime()).toBe(600_000);
    expect(sha((await fetchLink(w.t, detail.pdf_url)).rawPayload)).toBe(invoice.pdf_sha256);

    expect((await get(w.t, `/api/invoice/detail/${invoice.id}`, { token: other.token, lang: 'en' })).body).toEqual({
      status: 40004,
      msg: 'No such invoice',
    });
    expect((await post(w.t, `/api/invoice/resend/${invoice.id}`, {}, { token: other.token })).body.status).toBe(40004);
    expect((await get(w.t, '/api/invoice/lst', { token: other.token })).body.data.list).toEqual([]);

    const tampered = alteredSig(detail.pdf_url);
    expect((await fetchLink(w.t, tampered)).statusCode).toBe(404);
    for (const renamed of [
      detail.pdf_url.replace(`name=${invoice.no}`, 'name=INV-NZ-999999'),
      detail.pdf_url.replace(`&name=${invoice.no}`, ''),
    ]) {
      expect((await fetchLink(w.t, renamed)).statusCode).toBe(404); // the name is signed with the link
    }
    w.t.clock.advance(601);
    expect((await fetchLink(w.t, detail.pdf_url)).statusCode).toBe(404);
  });

  it('sends the email again on request', async () => {
    const before = emails().length;
    const answer = await post(w.t, `/api/invoice/resend/${invoice.id}`, {}, { token: me.token, lang: 'en' });
    expect(answer.body).toMatchObject({
      status: 200,
      msg: 'Invoice sent to the email address',
      data: { emailed_at: w.t.clock.now.toISOString() },
    });
    const sent = emails().slice(before);
    expect(sent.map((e) => e.subject)).toEqual([`Tax invoice ${invoice.no}`]);
    expect(sha(attachment(sent[0]))).toBe(invoice.pdf_sha256);
  });

  it('an invoice whose PDF was not stored after the issue (a failed render) gets it on its first read, once', async () => {
    const [a] = await dispatchedWaybills(w, me);
    const made = (await create({ ...PERSONAL, waybill_ids: [a.id] })).body.data;
    await w.t.db.update(invoices).set({ fileKey: null, sha256: null }).where(eq(invoices.id, made.id));
    const [first, second] = await Promise.all([1, 2].map(() => get(w.t, `/api/invoice/detail/${made.id}`, { token: me.token })));
    expect(second.body.data.pdf_sha256).toBe(first.body.data.pdf_sha256);
    const [row] = await w.t.db.select().from(invoices).where(eq(invoices.id, made.id));
    expect(row.sha256).toBe(first.body.data.pdf_sha256);
    const pdf = (await fetchLink(w.t, first.body.data.pdf_url)).rawPayload;
    expect(sha(pdf)).toBe(row.sha256);
    expect(await pdfText(pdf)).toContain(made.no);
  });

  it('lets staff of the site list, search and open invoices; customers get 40003', async () => {
    const found = (await get(w.t, `/api/staff/invoice/lst?keyword=${invoice.no}`, { token: w.staff })).body.data;
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({ id: invoice.id, member_code: expect.any(String) });
    const byWaybill = (await get(w.t, `/api/staff/invoice/lst?keyword=${found.list[0].items[0].waybill_no}`, { token: w.staff })).body.data;
    expect(byWaybill.list.map((x: { id: number }) => x.id)).toEqual([invoice.id]);
    const detail = (await get(w.t, `/api/staff/invoice/detail/${invoice.id}`, { token: w.staff })).body.data;
    expect(sha((await fetchLink(w.t, detail.pdf_url)).rawPayload)).toBe(invoice.pdf_sha256);
    expect((await get(w.t, `/api/staff/invoice/detail/${invoice.id}`, { token: w.auStaff, site: '2' })).body.status).toBe(40004);
    expect((await get(w.t, '/api/staff/invoice/lst', { token: me.token })).body.status).toBe(40003);
  });

  it('lists the staff invoices by issue days in the site zone and sorts them by number or total', async () => {
    const list = async (query: string, lang = 'zh-cn') =>
      (await get(w.t, `/api/staff/invoice/lst?${query}`, { token: w.staff, lang })).body;
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland' }).format(w.t.clock.now);
    const all = (await list('page_size=50')).data;
    expect(all.total).toBeGreaterThan(1);
    expect((await list(`from=${today}&to=${today}&page_size=50`)).data.total).toBe(all.total);
    expect((await list('from=2020-01-01&to=2020-01-31')).data).toMatchObject({ total: 0, list: [] });
    const nos = (await list('sort=no&order=asc&page_size=50')).data.list.map((x: { no: string }) => x.no);
    expect(nos).toEqual([...nos].sort());
    const totals = (await list('sort=total&page_size=50')).data.list.map((x: { total: number }) => x.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(await list(`from=${today}&to=2020-01-31`, 'en')).toMatchObject({ status: 40001, msg: expect.stringContaining('to') });
    expect(await list('order=up', 'en')).toMatchObject({ status: 40001, msg: expect.stringContaining('sort direction') });
  });
});
